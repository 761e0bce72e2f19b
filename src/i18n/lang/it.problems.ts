/** Italian words of `<reasoning-console>`'s explanations of a failed run (see lang/en.problems.ts for what each says). */
import type { Terms } from '../types.js';
import type { problemTerms } from './en.problems.js';

const terms: Terms<typeof problemTerms> = {
  cancelledTitle: 'Annullato',
  cancelledText: 'Hai annullato questa richiesta. Il tuo input è conservato. Il servizio potrebbe comunque aver registrato il passaggio.',
  tooLargeTitle: 'L’input è troppo grande',
  tooLargeText: 'La richiesta superava quanto accetta il servizio ({kib} KiB; input fino a {max} caratteri). Accorciala, poi invia di nuovo.',
  refusedTitle: 'Il servizio ha rifiutato l’input',
  refusedText: 'La richiesta non era valida. Il servizio indica qui sotto cosa non andava; modifica l’input o il nome della sessione, poi invia di nuovo.',
  refusedSilent: 'La richiesta non era valida e il servizio non ha detto perché ({status}). Controlla l’input e il nome della sessione, poi invia di nuovo.',
  unauthorizedTitle: 'La console non è configurata correttamente',
  unauthorizedText: 'Il proxy di questa console ha inviato una chiave API che il servizio non accetta (mancante o non valida). Per il gestore del sito: controlla la chiave configurata nel proxy (REASONING_API_KEY). Non dipende da ciò che hai scritto.',
  signInTitle: 'Accedi di nuovo',
  signInText: 'Questa dashboard non ha riconosciuto il tuo accesso (potrebbe essere scaduto). Accedi di nuovo, poi invia ancora. Il testo inserito è conservato.',
  tierTitle: 'Serve il livello ASI',
  tierText: 'La richiesta usa una funzione del livello più alto (ASI) e la chiave API di questa console è di un livello inferiore. Usa un’altra sessione o chiedi una chiave ASI al gestore del sito.',
  rateTitle: 'Troppe richieste',
  rateText: 'Il servizio riceve troppe richieste da qui. Attendi un po’, poi invia di nuovo.',
  rateWait: { one: 'Il servizio riceve troppe richieste da qui. Attendi {count} secondo, poi invia di nuovo.', many: 'Il servizio riceve troppe richieste da qui. Attendi {count} di secondi, poi invia di nuovo.', other: 'Il servizio riceve troppe richieste da qui. Attendi {count} secondi, poi invia di nuovo.' },
  serverTitle: 'Errore interno del servizio',
  serverText: 'Il servizio ha avuto un problema nel rispondere. Il tuo input è conservato; puoi inviarlo di nuovo.',
  serverTextStatus: 'Il servizio ha avuto un problema nel rispondere (HTTP {status}). Il tuo input è conservato; puoi inviarlo di nuovo.',
  networkTitle: 'Servizio non raggiungibile',
  networkText: 'La rete o il servizio non funzionano. Controlla la connessione, poi invia di nuovo.',
  timeoutTitle: 'Nessuna risposta in tempo',
  timeoutText: 'Il servizio non ha risposto in tempo. Potrebbe comunque aver registrato il passaggio; invia di nuovo se vuoi riprovare.',
  timeoutAfter: { one: 'Il servizio non ha risposto entro {count} secondo. Potrebbe comunque aver registrato il passaggio; invia di nuovo se vuoi riprovare.', many: 'Il servizio non ha risposto entro {count} di secondi. Potrebbe comunque aver registrato il passaggio; invia di nuovo se vuoi riprovare.', other: 'Il servizio non ha risposto entro {count} secondi. Potrebbe comunque aver registrato il passaggio; invia di nuovo se vuoi riprovare.' },
  unreadableTitle: 'Impossibile leggere la risposta',
  unreadableText: 'Il servizio ha risposto con qualcosa che questa console non sa leggere, quindi non viene mostrato nulla.',
  otherTitle: 'Qualcosa è andato storto',
  otherText: 'La richiesta non è riuscita. Il tuo input è conservato; puoi inviarlo di nuovo.',
};

export default terms;
