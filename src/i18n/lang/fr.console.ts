/** French words of `<reasoning-console>` (see lang/en.console.ts for what each says). */
import type { Terms } from '../types.js';
import type { consoleTerms } from './en.console.js';

const terms: Terms<typeof consoleTerms> = {
  consoleTitle: 'Console de raisonnement',
  clearTranscript: 'Effacer l’historique',
  transcript: 'Historique',
  noTurns: 'Aucune étape pour l’instant. Les réponses s’affichent ici.',
  placeholder: 'Posez une question…',
  sessionName: 'Nom de session',
  sessionHint: 'Même nom, même chaîne. Vide : « {name} ».',
  input: 'Saisie',
  inputHint: 'Entrée envoie, Maj+Entrée ajoute une ligne.',
  inputHintBusy: 'Entrée envoie, Maj+Entrée ajoute une ligne, Échap annule.',
  charCount: '{count} / {max} caractères',
  charCountOver: '{count} / {max} caractères (trop long : le service le refusera)',
  send: 'Envoyer',
  sending: 'Envoi…',
  cancel: 'Annuler',
  alreadySending: 'Envoi déjà en cours. Attendez la réponse ou annulez d’abord.',
  typeFirst: 'Saisissez d’abord un texte.',
  cleared: 'Historique effacé.',
  waitMore: { one: 'Attendez encore {count} seconde avant de renvoyer.', many: 'Attendez encore {count} de secondes avant de renvoyer.', other: 'Attendez encore {count} secondes avant de renvoyer.' },
  answered: 'Réponse {count} : {status}. {answer}',
  answeredNotSaved: 'Réponse {count} : {status}. {answer} (Cet onglet n’a pas pu enregistrer l’historique ; il disparaîtra au rechargement.)',
  cancelledKept: 'Annulé. Votre saisie est conservée.',
  failedKept: '{title}. Votre saisie est conservée.',
  sendAgainIn: 'Vous pourrez renvoyer dans {seconds} s.',
  serviceSaid: 'Réponse du service',
  whatWasWrong: 'Le problème',
  sendAgain: 'Renvoyer',
  corsFix: 'ajoutez {origin} aux origines autorisées du proxy (REASONING_ALLOWED_ORIGINS, ou allowedOrigins dans createProxy)',
  corsTitle: 'Le proxy refuse l’origine de cette page',
  corsText: 'Le proxy à l’adresse {url} fonctionne, mais le navigateur n’a pas pu lire sa réponse sur {origin} (refus cross-origin, CORS). Pour le responsable du site : {fix}. Votre saisie est conservée.',
  proxyDownTitle: 'Proxy injoignable',
  proxyDownText: 'Rien de lisible n’est revenu de {url}. Soit il est arrêté ou injoignable d’ici, soit il refuse les pages de {origin} (CORS). Pour le responsable du site : vérifiez que le proxy tourne, et {fix}. Votre saisie est conservée.',
  proxyMissingTitle: 'Proxy introuvable',
  proxyMissingText: 'Rien ne répond à {url}. Pour le responsable du site : faites pointer l’attribut proxy-url (ou <meta name="reasoning:proxy-url">) vers la base du proxy, l’URL avant /run, ou montez le proxy à cet endroit.',
  proxyAddress: 'l’adresse du proxy de cette console',
  needsScript: 'Cette console a besoin de JavaScript pour envoyer des entrées et afficher les réponses.',
};

export default terms;
