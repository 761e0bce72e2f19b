/** Portuguese words of the chain checker's findings about the chain (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { chainTerms } from './en.chain.js';

const terms: Terms<typeof chainTerms> = {
  'entry-problem': 'Entrada {entry}: {problem}',
  'more-link-problems': { one: 'mais {count} problema nos elos', many: 'mais {count} de problemas nos elos', other: 'mais {count} problemas nos elos' },
  'entry-not-object': 'não é um objeto',
  'entry-fields': 'x, y, operation e timestamp devem ser strings',
  'xycore-entry-fields': 'x, y, xy e operation devem ser strings',
  'index-mismatch': 'index é {found}; esperado: {expected}',
  'x-not-genesis': 'x deve ser GENESIS',
  'x-not-previous-xy': 'x não confere com o xy da entrada {previous}',
  'x-not-previous-y': 'x não confere com o y da entrada {previous}',
  'xy-mismatch': 'xy não confere com sha256(x:operation:y:timestamp)',
  'xycore-xy-mismatch': 'xy não confere com xy_ + sha256(x:operation:y:timestamp) para o timestamp {timestamp}',
  'timestamp-not-number': 'timestamp é {found}, não um número',
  'y-state-no-json': 'y_state não tem forma JSON',
  'y-state-mismatch': 'y não confere com o sha256 do seu y_state',
  'public-key-bytes': 'public_key não é base64 de 32 bytes',
  'signature-bytes': 'signature não é base64 de 64 bytes',
  'signature-unsupported': 'não foi possível verificar a assinatura aqui ({reason})',
  'signature-invalid': 'signature não é válida para x:operation:y:xy com a sua public_key',
  'key-untrusted': 'assinada por uma chave que não é confiável',
  'no-entries': 'A cadeia não tem entradas',
  'no-entries-array': 'A cadeia não tem um array entries',
  'length-mismatch': { one: 'O comprimento da cadeia é {found}, mas ela tem {count} entrada', many: 'O comprimento da cadeia é {found}, mas ela tem {count} de entradas', other: 'O comprimento da cadeia é {found}, mas ela tem {count} entradas' },
  'root-not-last-xy': 'A raiz da cadeia não é 0x + o xy da última entrada',
  'root-not-first-xy': 'A raiz da cadeia não é o xy da primeira entrada',
  'head-not-last-y': 'A cabeça da cadeia não é o y da última entrada',
  'unsupported-algorithm': 'Algoritmo de cadeia não suportado: {found} (esperado: {expected}); elos não verificados',
  'unsigned-entries': '{missing} de {count} entradas não estão assinadas, enquanto as demais estão',
  'chain-unsigned': 'A cadeia não está assinada, então nenhuma chave confiável a assinou',
  'no-trusted-keys': 'Nenhuma das chaves confiáveis é base64 de 32 bytes',
  'bad-trusted-keys': 'trustedKeys deve ser um array de chaves em base64',
  'too-many-entries': 'A cadeia tem {count} entradas, mais do que as {max} que esta verificação lê',
  unreadable: 'Não foi possível ler a entrada ({error})',
  'nothing-to-verify': 'Nada a verificar',
  'no-input': 'Nada a verificar: esperado { chain, receipt?, attestation?, trustedKeys? }',
  'chain-not-object': 'A cadeia não é um objeto de cadeia ({type})',
  'not-a-chain': 'Não é uma cadeia: esperada uma exportação do xycore {id, entries, root, head} ou uma cadeia xy-sha256-v1',
};

export default terms;
