/** Italian words of `<reasoning-console>` (see lang/en.console.ts for what each says). */
import type { Terms } from '../types.js';
import type { consoleTerms } from './en.console.js';

const terms: Terms<typeof consoleTerms> = {
  consoleTitle: 'Console di ragionamento',
  clearTranscript: 'Cancella la cronologia',
  transcript: 'Cronologia',
  noTurns: 'Ancora nessun passaggio. Le risposte compaiono qui.',
  placeholder: 'Chiedi qualcosa…',
  sessionName: 'Nome della sessione',
  sessionHint: 'Stesso nome, stessa catena. Se vuoto si usa «{name}».',
  input: 'Input',
  inputHint: 'Invio invia, Maiusc+Invio aggiunge una riga.',
  inputHintBusy: 'Invio invia, Maiusc+Invio aggiunge una riga, Esc annulla.',
  charCount: '{count} / {max} caratteri',
  charCountOver: '{count} / {max} caratteri (troppo lungo: il servizio lo rifiuterà)',
  send: 'Invia',
  sending: 'Invio in corso…',
  cancel: 'Annulla',
  alreadySending: 'Invio già in corso. Attendi la risposta o annulla prima.',
  typeFirst: 'Scrivi prima qualcosa.',
  cleared: 'Cronologia cancellata.',
  waitMore: { one: 'Attendi ancora {count} secondo prima di inviare di nuovo.', many: 'Attendi ancora {count} di secondi prima di inviare di nuovo.', other: 'Attendi ancora {count} secondi prima di inviare di nuovo.' },
  answered: 'Risposta {count}: {status}. {answer}',
  answeredNotSaved: 'Risposta {count}: {status}. {answer} (Questa scheda non ha potuto salvare la cronologia; andrà persa ricaricando.)',
  cancelledKept: 'Annullato. Il tuo input è conservato.',
  failedKept: '{title}. Il tuo input è conservato.',
  sendAgainIn: 'Potrai inviare di nuovo tra {seconds} s.',
  serviceSaid: 'Il servizio ha detto',
  whatWasWrong: 'Cosa non andava',
  sendAgain: 'Invia di nuovo',
  corsFix: 'aggiungi {origin} alle origini consentite del proxy (REASONING_ALLOWED_ORIGINS, oppure allowedOrigins in createProxy)',
  corsTitle: 'Il proxy rifiuta l’origine di questa pagina',
  corsText: 'Il proxy su {url} è attivo, ma il browser non ha potuto leggerne la risposta su {origin} (un rifiuto cross-origin, CORS). Per il gestore del sito: {fix}. Il tuo input è conservato.',
  proxyDownTitle: 'Proxy non raggiungibile',
  proxyDownText: 'Da {url} non è tornato nulla di leggibile. O è fuori servizio o non raggiungibile da qui, oppure rifiuta le pagine su {origin} (CORS). Per il gestore del sito: controlla che il proxy sia attivo e {fix}. Il tuo input è conservato.',
  proxyMissingTitle: 'Proxy non trovato',
  proxyMissingText: 'Su {url} non risponde nulla. Per il gestore del sito: fai puntare l’attributo proxy-url (o <meta name="reasoning:proxy-url">) alla base del proxy, l’URL prima di /run, oppure monta lì il proxy.',
  proxyAddress: 'l’indirizzo del proxy di questa console',
  needsScript: 'Questa console ha bisogno di JavaScript per inviare input e mostrare le risposte.',
};

export default terms;
