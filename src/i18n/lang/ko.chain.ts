/** Korean words of the chain checker's findings about the chain (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { chainTerms } from './en.chain.js';

const terms: Terms<typeof chainTerms> = {
  'entry-problem': '항목 {entry}: {problem}',
  'more-link-problems': { other: '그 밖의 링크 문제 {count}건' },
  'entry-not-object': '객체가 아닙니다',
  'entry-fields': 'x, y, operation, timestamp는 문자열이어야 합니다',
  'xycore-entry-fields': 'x, y, xy, operation은 문자열이어야 합니다',
  'index-mismatch': 'index가 {found}입니다(예상: {expected})',
  'x-not-genesis': 'x는 GENESIS여야 합니다',
  'x-not-previous-xy': 'x가 항목 {previous}의 xy와 일치하지 않습니다',
  'x-not-previous-y': 'x가 항목 {previous}의 y와 일치하지 않습니다',
  'xy-mismatch': 'xy가 sha256(x:operation:y:timestamp)와 일치하지 않습니다',
  'xycore-xy-mismatch': 'xy가 timestamp {timestamp}에 대한 xy_ + sha256(x:operation:y:timestamp)와 일치하지 않습니다',
  'timestamp-not-number': 'timestamp가 {found}이며 숫자가 아닙니다',
  'y-state-no-json': 'y_state를 JSON으로 나타낼 수 없습니다',
  'y-state-mismatch': 'y가 y_state의 sha256과 일치하지 않습니다',
  'public-key-bytes': 'public_key가 32바이트의 base64가 아닙니다',
  'signature-bytes': 'signature가 64바이트의 base64가 아닙니다',
  'signature-unsupported': '여기서는 서명을 확인할 수 없습니다({reason})',
  'signature-invalid': 'signature가 해당 public_key로 x:operation:y:xy에 대해 유효하지 않습니다',
  'key-untrusted': '신뢰하는 키가 아닌 키로 서명되었습니다',
  'no-entries': '체인에 항목이 없습니다',
  'no-entries-array': '체인에 entries 배열이 없습니다',
  'length-mismatch': { other: '체인 길이는 {found}이지만 항목은 {count}개입니다' },
  'root-not-last-xy': '체인 루트가 0x + 마지막 항목의 xy가 아닙니다',
  'root-not-first-xy': '체인 루트가 첫 항목의 xy가 아닙니다',
  'head-not-last-y': '체인 헤드가 마지막 항목의 y가 아닙니다',
  'unsupported-algorithm': '지원하지 않는 체인 알고리즘 {found}입니다(예상: {expected}). 링크를 확인하지 않았습니다',
  'unsigned-entries': '항목 {count}개 중 {missing}개가 서명되지 않았고 나머지는 서명되었습니다',
  'chain-unsigned': '체인이 서명되지 않아 신뢰하는 키의 서명도 없습니다',
  'no-trusted-keys': '신뢰하는 키 중 32바이트의 base64인 것이 없습니다',
  'bad-trusted-keys': 'trustedKeys는 base64 키의 배열이어야 합니다',
  'too-many-entries': '체인의 항목이 {count}개로, 이 검사가 읽는 {max}개를 넘습니다',
  unreadable: '입력을 읽을 수 없습니다({error})',
  'nothing-to-verify': '확인할 것이 없습니다',
  'no-input': '확인할 것이 없습니다: { chain, receipt?, attestation?, trustedKeys? }가 필요합니다',
  'chain-not-object': '체인이 체인 객체가 아닙니다({type})',
  'not-a-chain': '체인이 아닙니다: xycore 내보내기 {id, entries, root, head} 또는 xy-sha256-v1 체인이 필요합니다',
};

export default terms;
