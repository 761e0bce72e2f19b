/** French words of `<reasoning-console>`'s explanations of a failed run (see lang/en.problems.ts for what each says). */
import type { Terms } from '../types.js';
import type { problemTerms } from './en.problems.js';

const terms: Terms<typeof problemTerms> = {
  cancelledTitle: 'Annulé',
  cancelledText: 'Vous avez annulé cette requête. Votre saisie est conservée. Le service a peut-être quand même enregistré l’étape.',
  tooLargeTitle: 'La saisie est trop longue',
  tooLargeText: 'La requête dépassait ce que le service accepte ({kib} Kio ; saisies jusqu’à {max} caractères). Raccourcissez-la, puis renvoyez.',
  refusedTitle: 'Le service a refusé la saisie',
  refusedText: 'La requête n’était pas valide. Le service indique le problème ci-dessous ; modifiez la saisie ou le nom de session, puis renvoyez.',
  refusedSilent: 'La requête n’était pas valide, et le service n’a pas dit pourquoi ({status}). Vérifiez la saisie et le nom de session, puis renvoyez.',
  unauthorizedTitle: 'La console est mal configurée',
  unauthorizedText: 'Le proxy derrière cette console a envoyé une clé d’API que le service refuse (absente ou non valide). Pour le responsable du site : vérifiez la clé configurée dans le proxy (REASONING_API_KEY). Votre saisie n’y est pour rien.',
  signInTitle: 'Reconnectez-vous',
  signInText: 'Ce tableau de bord n’a pas reconnu votre connexion (elle a peut-être expiré). Reconnectez-vous, puis envoyez de nouveau. Votre saisie est conservée.',
  tierTitle: 'Il faut le niveau ASI',
  tierText: 'La requête utilise une fonction du niveau le plus élevé (ASI), et la clé d’API de cette console est d’un niveau inférieur. Utilisez une autre session ou demandez une clé ASI au responsable du site.',
  rateTitle: 'Trop de requêtes',
  rateText: 'Le service reçoit trop de requêtes d’ici. Patientez un peu, puis renvoyez.',
  rateWait: { one: 'Le service reçoit trop de requêtes d’ici. Attendez {count} seconde, puis renvoyez.', many: 'Le service reçoit trop de requêtes d’ici. Attendez {count} de secondes, puis renvoyez.', other: 'Le service reçoit trop de requêtes d’ici. Attendez {count} secondes, puis renvoyez.' },
  serverTitle: 'Erreur interne du service',
  serverText: 'Le service a échoué en répondant. Votre saisie est conservée ; vous pouvez la renvoyer.',
  serverTextStatus: 'Le service a échoué en répondant (HTTP {status}). Votre saisie est conservée ; vous pouvez la renvoyer.',
  networkTitle: 'Service injoignable',
  networkText: 'Le réseau ou le service est hors ligne. Vérifiez votre connexion, puis renvoyez.',
  timeoutTitle: 'Pas de réponse à temps',
  timeoutText: 'Le service n’a pas répondu à temps. Il a peut-être quand même enregistré l’étape ; renvoyez si vous voulez réessayer.',
  timeoutAfter: { one: 'Le service n’a pas répondu en {count} seconde. Il a peut-être quand même enregistré l’étape ; renvoyez si vous voulez réessayer.', many: 'Le service n’a pas répondu en {count} de secondes. Il a peut-être quand même enregistré l’étape ; renvoyez si vous voulez réessayer.', other: 'Le service n’a pas répondu en {count} secondes. Il a peut-être quand même enregistré l’étape ; renvoyez si vous voulez réessayer.' },
  unreadableTitle: 'Réponse illisible',
  unreadableText: 'Le service a répondu quelque chose que cette console ne sait pas lire : rien n’est affiché.',
  otherTitle: 'Un problème est survenu',
  otherText: 'La requête a échoué. Votre saisie est conservée ; vous pouvez la renvoyer.',
};

export default terms;
