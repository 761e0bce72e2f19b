/** French words of the chain checker's findings about the receipt's and attestation's claims (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { claimTerms } from './en.chain.js';

const terms: Terms<typeof claimTerms> = {
  'receipt-not-object': 'Le reçu n’est pas un objet',
  'receipt-unknown': 'Le reçu n’est ni un reçu xycore ni un reçu avec chain_root',
  'receipt-chain-id': 'Le chain_id du reçu ne correspond pas à la chaîne',
  'receipt-root': 'Le chain_root du reçu ne correspond pas à la racine de la chaîne',
  'receipt-length': 'Le chain_length du reçu ne correspond pas à la longueur de la chaîne',
  'summary-chain-id': '{receipt} : chain_id ne correspond pas à l’identifiant de la chaîne',
  'summary-entry-count': '{receipt} : entry_count ne correspond pas à la longueur de la chaîne',
  'summary-first-x': '{receipt} : first_x ne correspond pas au x de la première entrée',
  'summary-final-y': '{receipt} : final_y ne correspond pas au y de la dernière entrée',
  'summary-root-xy': '{receipt} : root_xy ne correspond pas à la racine de la chaîne',
  'summary-head-xy': '{receipt} : head_xy ne correspond pas au xy de la dernière entrée',
  'summary-hash': '{receipt} : hash ne correspond pas à ses champs',
  'verified-unattested': 'Le reçu se dit vérifié, mais aucune attestation n’a été vérifiée',
  'attestation-not-object': 'L’attestation n’est pas un objet',
  'attestation-id': 'L’id de l’attestation ne correspond pas à l’attest_id du reçu',
  'attestation-chain-id': 'Le chain_id de l’attestation ne correspond pas à la chaîne',
  'attestation-root': 'La racine (root) de l’attestation ne correspond pas à celle de la chaîne',
  'attestation-length': 'La longueur (length) de l’attestation ne correspond pas à celle de la chaîne',
  'attestation-algorithm': 'Algorithme d’attestation non pris en charge : {found} ({expected} attendu)',
  'attestation-key-bytes': 'La public_key de l’attestation n’est pas du base64 de 32 octets',
  'attestation-signature-bytes': 'La signature de l’attestation n’est pas du base64 de 64 octets',
  'attestation-signature-invalid': 'La signature de l’attestation n’est pas valide pour son chain_id:root:length',
  'attestation-key-untrusted': 'La clé de l’attestation n’est pas une clé de confiance',
};

export default terms;
