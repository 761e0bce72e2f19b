/** Italian words of the chain checker's findings about the receipt's and attestation's claims (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { claimTerms } from './en.chain.js';

const terms: Terms<typeof claimTerms> = {
  'receipt-not-object': 'La ricevuta non è un oggetto',
  'receipt-unknown': 'La ricevuta non è né una ricevuta xycore né una con chain_root',
  'receipt-chain-id': 'Il chain_id della ricevuta non corrisponde alla catena',
  'receipt-root': 'Il chain_root della ricevuta non corrisponde alla radice della catena',
  'receipt-length': 'Il chain_length della ricevuta non corrisponde alla lunghezza della catena',
  'summary-chain-id': '{receipt}: chain_id non corrisponde all’id della catena',
  'summary-entry-count': '{receipt}: entry_count non corrisponde alla lunghezza della catena',
  'summary-first-x': '{receipt}: first_x non corrisponde allo x della prima voce',
  'summary-final-y': '{receipt}: final_y non corrisponde allo y dell’ultima voce',
  'summary-root-xy': '{receipt}: root_xy non corrisponde alla radice della catena',
  'summary-head-xy': '{receipt}: head_xy non corrisponde allo xy dell’ultima voce',
  'summary-hash': '{receipt}: hash non corrisponde ai suoi campi',
  'verified-unattested': 'La ricevuta si dice verificata, ma non è stata verificata alcuna attestazione',
  'attestation-not-object': 'L’attestazione non è un oggetto',
  'attestation-id': 'L’id dell’attestazione non corrisponde all’attest_id della ricevuta',
  'attestation-chain-id': 'Il chain_id dell’attestazione non corrisponde alla catena',
  'attestation-root': 'La radice (root) dell’attestazione non corrisponde a quella della catena',
  'attestation-length': 'La lunghezza (length) dell’attestazione non corrisponde a quella della catena',
  'attestation-algorithm': 'Algoritmo di attestazione non supportato: {found} (atteso {expected})',
  'attestation-key-bytes': 'La public_key dell’attestazione non è base64 di 32 byte',
  'attestation-signature-bytes': 'La firma dell’attestazione non è base64 di 64 byte',
  'attestation-signature-invalid': 'La firma dell’attestazione non è valida per il suo chain_id:root:length',
  'attestation-key-untrusted': 'La chiave dell’attestazione non è tra quelle attendibili',
};

export default terms;
