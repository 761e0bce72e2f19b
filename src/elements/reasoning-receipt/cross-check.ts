/**
 * Receipt and session describe the same chain from two sides; this lists
 * every place where they disagree, as terms with their values (the card says
 * them in the page's language). Empty means they agree.
 */
import type { TermKey } from '../../i18n/types.js';
import type { Receipt, Session } from '../../spec/index.js';

export interface Problem {
  key: TermKey;
  values: Record<string, string | number>;
}

export function crossCheck(receipt: Receipt, session: Session): Problem[] {
  const problems: Problem[] = [];
  if (session.id !== receipt.session_id) problems.push({ key: 'crossSessionId', values: { id: session.id } });
  if (session.receipt_id !== receipt.id) problems.push({ key: 'crossReceiptId', values: { id: session.receipt_id } });
  if (session.chain_id !== receipt.chain_id) problems.push({ key: 'crossChain', values: { id: session.chain_id } });
  if (session.chain_root.toLowerCase() !== receipt.chain_root.toLowerCase()) problems.push({ key: 'crossRoot', values: {} });
  if (session.turn_count !== receipt.chain_length) {
    problems.push({ key: 'crossLength', values: { turns: session.turn_count, links: receipt.chain_length } });
  }
  return problems;
}
