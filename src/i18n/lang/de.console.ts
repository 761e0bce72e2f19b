/** German words of `<reasoning-console>` (see lang/en.console.ts for what each says). */
import type { Terms } from '../types.js';
import type { consoleTerms } from './en.console.js';

const terms: Terms<typeof consoleTerms> = {
  consoleTitle: 'Reasoning-Konsole',
  clearTranscript: 'Verlauf löschen',
  transcript: 'Verlauf',
  noTurns: 'Noch keine Schritte. Antworten erscheinen hier.',
  placeholder: 'Fragen Sie etwas …',
  sessionName: 'Sitzungsname',
  sessionHint: 'Gleicher Name, gleiche Kette. Leer bedeutet „{name}“.',
  input: 'Eingabe',
  inputHint: 'Eingabetaste sendet, Umschalt+Eingabetaste fügt eine Zeile ein.',
  inputHintBusy: 'Eingabetaste sendet, Umschalt+Eingabetaste fügt eine Zeile ein, Escape bricht ab.',
  charCount: '{count} / {max} Zeichen',
  charCountOver: '{count} / {max} Zeichen (zu lang: Der Dienst wird es ablehnen)',
  send: 'Senden',
  sending: 'Wird gesendet …',
  cancel: 'Abbrechen',
  alreadySending: 'Wird bereits gesendet. Warten Sie auf die Antwort oder brechen Sie zuerst ab.',
  typeFirst: 'Geben Sie zuerst etwas ein.',
  cleared: 'Verlauf gelöscht.',
  waitMore: { one: 'Warten Sie noch {count} Sekunde, bevor Sie erneut senden.', other: 'Warten Sie noch {count} Sekunden, bevor Sie erneut senden.' },
  answered: 'Antwort {count}: {status}. {answer}',
  answeredNotSaved: 'Antwort {count}: {status}. {answer} (Dieser Tab konnte den Verlauf nicht speichern; nach einem Neuladen ist er weg.)',
  cancelledKept: 'Abgebrochen. Ihre Eingabe bleibt erhalten.',
  failedKept: '{title}. Ihre Eingabe bleibt erhalten.',
  sendAgainIn: 'Erneutes Senden in {seconds} s möglich.',
  serviceSaid: 'Antwort des Dienstes',
  whatWasWrong: 'Was nicht stimmte',
  sendAgain: 'Erneut senden',
  corsFix: 'nehmen Sie {origin} in die erlaubten Origins des Proxys auf (REASONING_ALLOWED_ORIGINS oder allowedOrigins in createProxy)',
  corsTitle: 'Der Proxy lehnt den Origin dieser Seite ab',
  corsText: 'Der Proxy unter {url} läuft, aber der Browser durfte seine Antwort auf {origin} nicht lesen (eine Cross-Origin-Ablehnung, CORS). Für den Betreiber: {fix}. Ihre Eingabe bleibt erhalten.',
  proxyDownTitle: 'Der Proxy ist nicht erreichbar',
  proxyDownText: 'Von {url} kam nichts Lesbares zurück. Entweder ist er ausgefallen oder von hier nicht erreichbar, oder er lehnt Seiten auf {origin} ab (CORS). Für den Betreiber: Prüfen Sie, ob der Proxy läuft, und {fix}. Ihre Eingabe bleibt erhalten.',
  proxyMissingTitle: 'Proxy nicht gefunden',
  proxyMissingText: 'Unter {url} antwortet nichts. Für den Betreiber: Richten Sie das Attribut proxy-url (oder <meta name="reasoning:proxy-url">) auf die Basis des Proxys, die URL vor /run, oder binden Sie den Proxy dort ein.',
  proxyAddress: 'der Proxy-Adresse dieser Konsole',
  needsScript: 'Diese Konsole braucht JavaScript, um Eingaben zu senden und Antworten zu zeigen.',
};

export default terms;
