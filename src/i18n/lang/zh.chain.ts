/** Chinese (Simplified) words of the chain checker's findings about the chain (see lang/en.chain.ts for what each says). */
import type { Terms } from '../types.js';
import type { chainTerms } from './en.chain.js';

const terms: Terms<typeof chainTerms> = {
  'entry-problem': '条目 {entry}：{problem}',
  'more-link-problems': { other: '另有 {count} 个链节问题' },
  'entry-not-object': '不是对象',
  'entry-fields': 'x、y、operation 和 timestamp 必须是字符串',
  'xycore-entry-fields': 'x、y、xy 和 operation 必须是字符串',
  'index-mismatch': 'index 为 {found}，应为 {expected}',
  'x-not-genesis': 'x 必须是 GENESIS',
  'x-not-previous-xy': 'x 与条目 {previous} 的 xy 不符',
  'x-not-previous-y': 'x 与条目 {previous} 的 y 不符',
  'xy-mismatch': 'xy 与 sha256(x:operation:y:timestamp) 不符',
  'xycore-xy-mismatch': 'xy 与 timestamp 为 {timestamp} 时的 xy_ + sha256(x:operation:y:timestamp) 不符',
  'timestamp-not-number': 'timestamp 为 {found}，不是数字',
  'y-state-no-json': 'y_state 无法表示为 JSON',
  'y-state-mismatch': 'y 与其 y_state 的 sha256 不符',
  'public-key-bytes': 'public_key 不是 32 字节的 base64',
  'signature-bytes': 'signature 不是 64 字节的 base64',
  'signature-unsupported': '无法在此验证签名（{reason}）',
  'signature-invalid': '用其 public_key 验证，signature 对 x:operation:y:xy 无效',
  'key-untrusted': '签名所用的密钥不在受信任的密钥之列',
  'no-entries': '链中没有条目',
  'no-entries-array': '链中没有 entries 数组',
  'length-mismatch': { other: '链长度为 {found}，但链中有 {count} 个条目' },
  'root-not-last-xy': '链根不是 0x + 最后一个条目的 xy',
  'root-not-first-xy': '链根不是第一个条目的 xy',
  'head-not-last-y': '链头不是最后一个条目的 y',
  'unsupported-algorithm': '不支持的链算法 {found}（应为 {expected}）；未检查链节',
  'unsigned-entries': '{count} 个条目中有 {missing} 个未签名，其余均已签名',
  'chain-unsigned': '链未签名，因此没有受信任的密钥签署它',
  'no-trusted-keys': '受信任的密钥中没有一个是 32 字节的 base64',
  'bad-trusted-keys': 'trustedKeys 必须是 base64 密钥的数组',
  'too-many-entries': '链中有 {count} 个条目，超过了此检查读取的上限 {max} 个',
  unreadable: '无法读取输入（{error}）',
  'nothing-to-verify': '没有可检查的内容',
  'no-input': '没有可检查的内容：应为 { chain, receipt?, attestation?, trustedKeys? }',
  'chain-not-object': '链不是链对象（{type}）',
  'not-a-chain': '不是链：应为 xycore 导出 {id, entries, root, head} 或 xy-sha256-v1 链',
};

export default terms;
