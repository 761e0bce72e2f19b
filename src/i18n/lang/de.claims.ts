/** German words of the chain checker's findings about the receipt's and attestation's claims (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { claimTerms } from './en.chain.js';

const terms: Terms<typeof claimTerms> = {
  'receipt-not-object': 'Der Beleg ist kein Objekt',
  'receipt-unknown': 'Der Beleg ist weder ein xycore-Beleg noch einer mit chain_root',
  'receipt-chain-id': 'chain_id des Belegs passt nicht zur Kette',
  'receipt-root': 'chain_root des Belegs passt nicht zur Kettenwurzel',
  'receipt-length': 'chain_length des Belegs passt nicht zur Kettenlänge',
  'summary-chain-id': '{receipt}: chain_id passt nicht zur ID der Kette',
  'summary-entry-count': '{receipt}: entry_count passt nicht zur Kettenlänge',
  'summary-first-x': '{receipt}: first_x passt nicht zum x des ersten Eintrags',
  'summary-final-y': '{receipt}: final_y passt nicht zum y des letzten Eintrags',
  'summary-root-xy': '{receipt}: root_xy passt nicht zur Kettenwurzel',
  'summary-head-xy': '{receipt}: head_xy passt nicht zum xy des letzten Eintrags',
  'summary-hash': '{receipt}: hash passt nicht zu den Feldern',
  'verified-unattested': 'Der Beleg nennt sich verifiziert, doch keine Attestierung wurde geprüft',
  'attestation-not-object': 'Die Attestierung ist kein Objekt',
  'attestation-id': 'id der Attestierung passt nicht zur attest_id des Belegs',
  'attestation-chain-id': 'chain_id der Attestierung passt nicht zur Kette',
  'attestation-root': 'root der Attestierung passt nicht zur Kettenwurzel',
  'attestation-length': 'length der Attestierung passt nicht zur Kettenlänge',
  'attestation-algorithm': 'Nicht unterstützter Attestierungsalgorithmus {found} (erwartet: {expected})',
  'attestation-key-bytes': 'public_key der Attestierung ist nicht Base64 von 32 Bytes',
  'attestation-signature-bytes': 'signature der Attestierung ist nicht Base64 von 64 Bytes',
  'attestation-signature-invalid': 'Die Signatur der Attestierung ist für chain_id:root:length ungültig',
  'attestation-key-untrusted': 'Der Schlüssel der Attestierung gehört nicht zu den vertrauenswürdigen',
};

export default terms;
