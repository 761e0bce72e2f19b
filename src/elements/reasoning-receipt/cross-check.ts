/**
 * Receipt and session describe the same chain from two sides; this lists,
 * in words, every place where they disagree. Empty means they agree.
 */
import type { Receipt, Session } from '../../spec/index.js';

export function crossCheck(receipt: Receipt, session: Session): string[] {
  const problems: string[] = [];
  if (session.id !== receipt.session_id) problems.push(`The session id (${session.id}) is not the receipt's session_id.`);
  if (session.receipt_id !== receipt.id) problems.push(`The session names receipt ${session.receipt_id}, not this one.`);
  if (session.chain_id !== receipt.chain_id) problems.push(`The session's chain (${session.chain_id}) is not the receipt's.`);
  if (session.chain_root.toLowerCase() !== receipt.chain_root.toLowerCase()) {
    problems.push("The session's chain root differs from the receipt's.");
  }
  if (session.turn_count !== receipt.chain_length) {
    problems.push(`The session has ${session.turn_count} turns but the receipt's chain has ${receipt.chain_length} links.`);
  }
  return problems;
}
