/** Portuguese words of the chain checker's findings about the receipt's and attestation's claims (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { claimTerms } from './en.chain.js';

const terms: Terms<typeof claimTerms> = {
  'receipt-not-object': 'O recibo não é um objeto',
  'receipt-unknown': 'O recibo não é um recibo do xycore nem um com chain_root',
  'receipt-chain-id': 'O chain_id do recibo não confere com a cadeia',
  'receipt-root': 'O chain_root do recibo não confere com a raiz da cadeia',
  'receipt-length': 'O chain_length do recibo não confere com o comprimento da cadeia',
  'summary-chain-id': '{receipt}: chain_id não confere com o id da cadeia',
  'summary-entry-count': '{receipt}: entry_count não confere com o comprimento da cadeia',
  'summary-first-x': '{receipt}: first_x não confere com o x da primeira entrada',
  'summary-final-y': '{receipt}: final_y não confere com o y da última entrada',
  'summary-root-xy': '{receipt}: root_xy não confere com a raiz da cadeia',
  'summary-head-xy': '{receipt}: head_xy não confere com o xy da última entrada',
  'summary-hash': '{receipt}: hash não confere com os seus campos',
  'verified-unattested': 'O recibo diz estar verificado, mas nenhuma atestação foi verificada',
  'attestation-not-object': 'A atestação não é um objeto',
  'attestation-id': 'O id da atestação não confere com o attest_id do recibo',
  'attestation-chain-id': 'O chain_id da atestação não confere com a cadeia',
  'attestation-root': 'A raiz (root) da atestação não confere com a da cadeia',
  'attestation-length': 'O comprimento (length) da atestação não confere com o da cadeia',
  'attestation-algorithm': 'Algoritmo de atestação não suportado: {found} (esperado: {expected})',
  'attestation-key-bytes': 'A public_key da atestação não é base64 de 32 bytes',
  'attestation-signature-bytes': 'A assinatura da atestação não é base64 de 64 bytes',
  'attestation-signature-invalid': 'A assinatura da atestação não é válida para o seu chain_id:root:length',
  'attestation-key-untrusted': 'A chave da atestação não é confiável',
};

export default terms;
