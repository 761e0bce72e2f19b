/** German words of `<reasoning-console>`'s explanations of a failed run (see lang/en.problems.ts for what each says). */
import type { Terms } from '../types.js';
import type { problemTerms } from './en.problems.js';

const terms: Terms<typeof problemTerms> = {
  cancelledTitle: 'Abgebrochen',
  cancelledText: 'Sie haben diese Anfrage abgebrochen. Ihre Eingabe bleibt erhalten. Der Dienst hat den Schritt möglicherweise trotzdem erfasst.',
  tooLargeTitle: 'Die Eingabe ist zu groß',
  tooLargeText: 'Die Anfrage war größer, als der Dienst annimmt ({kib} KiB; Eingaben bis {max} Zeichen). Kürzen Sie sie und senden Sie erneut.',
  refusedTitle: 'Der Dienst hat die Eingabe abgelehnt',
  refusedText: 'Die Anfrage war ungültig. Was nicht stimmte, steht unten; ändern Sie die Eingabe oder den Sitzungsnamen und senden Sie erneut.',
  refusedSilent: 'Die Anfrage war ungültig, und der Dienst nannte keinen Grund ({status}). Prüfen Sie Eingabe und Sitzungsnamen und senden Sie erneut.',
  unauthorizedTitle: 'Die Konsole ist nicht richtig eingerichtet',
  unauthorizedText: 'Der Proxy hinter dieser Konsole hat einen API-Schlüssel gesendet, den der Dienst nicht akzeptiert (fehlend oder ungültig). Für den Betreiber der Website: Prüfen Sie den Schlüssel des Proxys (REASONING_API_KEY). Ihre Eingabe ist nicht die Ursache.',
  signInTitle: 'Bitte erneut anmelden',
  signInText: 'Dieses Dashboard hat Ihre Anmeldung nicht erkannt (sie ist vielleicht abgelaufen). Melden Sie sich erneut an und senden Sie dann erneut. Ihre Eingabe bleibt erhalten.',
  tierTitle: 'Dafür ist die Stufe ASI nötig',
  tierText: 'Die Anfrage nutzt eine Funktion der höchsten Stufe (ASI), der API-Schlüssel dieser Konsole gehört zu einer niedrigeren. Nutzen Sie eine andere Sitzung oder bitten Sie den Betreiber um einen ASI-Schlüssel.',
  rateTitle: 'Zu viele Anfragen',
  rateText: 'Der Dienst erhält von hier zu viele Anfragen. Warten Sie kurz und senden Sie dann erneut.',
  rateWait: { one: 'Der Dienst erhält von hier zu viele Anfragen. Warten Sie {count} Sekunde und senden Sie dann erneut.', other: 'Der Dienst erhält von hier zu viele Anfragen. Warten Sie {count} Sekunden und senden Sie dann erneut.' },
  serverTitle: 'Interner Fehler im Dienst',
  serverText: 'Der Dienst ist beim Antworten gescheitert. Ihre Eingabe bleibt erhalten; Sie können sie erneut senden.',
  serverTextStatus: 'Der Dienst ist beim Antworten gescheitert (HTTP {status}). Ihre Eingabe bleibt erhalten; Sie können sie erneut senden.',
  networkTitle: 'Der Dienst ist nicht erreichbar',
  networkText: 'Netzwerk oder Dienst sind ausgefallen. Prüfen Sie Ihre Verbindung und senden Sie erneut.',
  timeoutTitle: 'Keine Antwort in der Zeit',
  timeoutText: 'Der Dienst hat nicht rechtzeitig geantwortet. Er hat den Schritt vielleicht trotzdem erfasst; senden Sie erneut, wenn Sie es noch einmal versuchen möchten.',
  timeoutAfter: { one: 'Der Dienst hat nicht innerhalb von {count} Sekunde geantwortet. Er hat den Schritt vielleicht trotzdem erfasst; senden Sie erneut, wenn Sie es noch einmal versuchen möchten.', other: 'Der Dienst hat nicht innerhalb von {count} Sekunden geantwortet. Er hat den Schritt vielleicht trotzdem erfasst; senden Sie erneut, wenn Sie es noch einmal versuchen möchten.' },
  unreadableTitle: 'Die Antwort ist nicht lesbar',
  unreadableText: 'Der Dienst hat etwas geantwortet, das diese Konsole nicht lesen kann; daher wird nichts angezeigt.',
  otherTitle: 'Etwas ist schiefgelaufen',
  otherText: 'Die Anfrage ist fehlgeschlagen. Ihre Eingabe bleibt erhalten; Sie können sie erneut senden.',
};

export default terms;
