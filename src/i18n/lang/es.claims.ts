/** Spanish words of the chain checker's findings about the receipt's and attestation's claims (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { claimTerms } from './en.chain.js';

const terms: Terms<typeof claimTerms> = {
  'receipt-not-object': 'El recibo no es un objeto',
  'receipt-unknown': 'El recibo no es ni un recibo de xycore ni uno con chain_root',
  'receipt-chain-id': 'El chain_id del recibo no coincide con la cadena',
  'receipt-root': 'El chain_root del recibo no coincide con la raíz de la cadena',
  'receipt-length': 'El chain_length del recibo no coincide con la longitud de la cadena',
  'summary-chain-id': '{receipt}: chain_id no coincide con el id de la cadena',
  'summary-entry-count': '{receipt}: entry_count no coincide con la longitud de la cadena',
  'summary-first-x': '{receipt}: first_x no coincide con el x de la primera entrada',
  'summary-final-y': '{receipt}: final_y no coincide con el y de la última entrada',
  'summary-root-xy': '{receipt}: root_xy no coincide con la raíz de la cadena',
  'summary-head-xy': '{receipt}: head_xy no coincide con el xy de la última entrada',
  'summary-hash': '{receipt}: hash no coincide con sus campos',
  'verified-unattested': 'El recibo dice estar verificado, pero no se comprobó ninguna atestación',
  'attestation-not-object': 'La atestación no es un objeto',
  'attestation-id': 'El id de la atestación no coincide con el attest_id del recibo',
  'attestation-chain-id': 'El chain_id de la atestación no coincide con la cadena',
  'attestation-root': 'La raíz (root) de la atestación no coincide con la de la cadena',
  'attestation-length': 'La longitud (length) de la atestación no coincide con la de la cadena',
  'attestation-algorithm': 'Algoritmo de atestación no admitido: {found} (se esperaba {expected})',
  'attestation-key-bytes': 'La public_key de la atestación no es base64 de 32 bytes',
  'attestation-signature-bytes': 'La firma de la atestación no es base64 de 64 bytes',
  'attestation-signature-invalid': 'La firma de la atestación no es válida para su chain_id:root:length',
  'attestation-key-untrusted': 'La clave de la atestación no es de confianza',
};

export default terms;
