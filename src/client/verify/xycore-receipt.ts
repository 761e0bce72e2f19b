/**
 * Holds a receipt against the xycore chain it names: xycore's own receipt (with its hash),
 * Doorway's `{chain_id, chain_root, chain_length, receipt: {...}}`, or a hosted `0x`-root receipt.
 */
import { sha256Hex } from '../hash.js';
import { numberOf, pythonJsonDumps } from './python-text.js';
import type { ChainFindingCode, Findings } from './result.js';
import { isRecord, type JsonRecord } from './record.js';

/** The chain's root hex, whatever the prefix (`xy_…` in xycore, `0x…` in hosted receipts). */
const rootHex = (root: unknown) => (typeof root === 'string' ? root.toLowerCase().replace(/^(xy_|0x)/, '') : null);

/** The first and last entries seen and how many: all a check keeps of a chain's entries. */
export interface Ends {
  first: unknown;
  last: unknown;
  count: number;
}

/** `ends`: the chain's first and last entries and how many it has (all a paged check keeps). */
export async function checkXycoreReceipt(receipt: unknown, chain: JsonRecord, ends: Ends, found: Findings): Promise<void> {
  if (!isRecord(receipt)) return found.add('receipt-not-object');
  const first = ends.first as JsonRecord | undefined;
  const last = ends.last as JsonRecord | undefined;
  const length = ends.count;
  const chainId = chain.id;

  if ('chain_root' in receipt || 'chain_length' in receipt) {
    if (chainId !== undefined && receipt.chain_id !== chainId) found.add('receipt-chain-id');
    if (rootHex(receipt.chain_root) !== rootHex(chain.root)) found.add('receipt-root');
    if (numberOf(receipt.chain_length) !== length) found.add('receipt-length');
    if (isRecord(receipt.receipt)) await checkSummary(receipt.receipt, chain, found, 'receipt.receipt');
    return;
  }
  if ('root_xy' in receipt || 'entry_count' in receipt) return checkSummary(receipt, chain, found, 'receipt');
  found.add('receipt-unknown');

  async function checkSummary(summary: JsonRecord, chainRecord: JsonRecord, out: Findings, name: string): Promise<void> {
    const expect = (field: string, actual: unknown, code: ChainFindingCode) => {
      if (field in summary && summary[field] !== actual) out.add(code, { receipt: name });
    };
    if (chainId !== undefined) expect('chain_id', chainId, 'summary-chain-id');
    if ('entry_count' in summary && numberOf(summary.entry_count) !== length) out.add('summary-entry-count', { receipt: name });
    expect('first_x', first?.x, 'summary-first-x');
    expect('final_y', last?.y, 'summary-final-y');
    expect('root_xy', first?.xy ?? chainRecord.root, 'summary-root-xy');
    expect('head_xy', last?.xy, 'summary-head-xy');
    if (typeof summary.hash === 'string') {
      // xycore's XYReceipt.hash: sha256 of json.dumps of these fields, sorted and compact.
      const fields = ['id', 'task', 'chain_id', 'entry_count', 'first_x', 'final_y', 'root_xy', 'head_xy', 'all_verified'];
      const text = pythonJsonDumps(Object.fromEntries(fields.map((field) => [field, summary[field] ?? null])));
      if (text === null || (await sha256Hex(text)) !== summary.hash) out.add('summary-hash', { receipt: name });
    }
  }
}
