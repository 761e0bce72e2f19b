/**
 * A check's report as `reasoning-verify` prints it: one line per problem and a
 * summary line for people, or one JSON document for machines. Text from the
 * input is made terminal-safe. Pages (the docs' Verify a file) say the same.
 */
import type { ChainCheck } from './result.js';

/** Control characters (C0, DEL, C1) and bidi overrides cannot reach the terminal raw. */
export function terminalSafe(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The chain's own id, whichever format it is in. */
export function chainIdOf(chain: unknown): string | null {
  if (typeof chain !== 'object' || chain === null) return null;
  const { id, chain_id } = chain as { id?: unknown; chain_id?: unknown };
  const value = typeof id === 'string' ? id : typeof chain_id === 'string' ? chain_id : null;
  return value === null ? null : terminalSafe(value.slice(0, 80));
}

function signatureText(check: ChainCheck): string {
  const { valid, invalid, missing } = check.signatures;
  const pinned = check.keyPinned ? ', key pinned' : '';
  return `signatures ${valid} valid, ${invalid} invalid, ${missing} missing${pinned}`;
}

export function formatChainCheck(check: ChainCheck, source: string, chainId: string | null): string {
  const lines = check.problems.map((problem) => `problem: ${terminalSafe(problem)}`);
  const what = check.algorithm ? `${check.algorithm} chain${chainId ? ` ${chainId}` : ''}` : 'input';
  const links = `${check.links} link${check.links === 1 ? '' : 's'}`;
  if (check.algorithm === null) {
    lines.push(`UNREADABLE ${terminalSafe(source)}: not a chain this tool can check`);
  } else if (check.ok) {
    lines.push(`VERIFIED ${what} from ${terminalSafe(source)}: ${links}, ${signatureText(check)}`);
  } else {
    const first = check.firstBadLink === null ? '' : `, first bad entry ${check.firstBadLink} (${terminalSafe(check.firstBadLinkReason ?? '')})`;
    const count = `${check.problems.length} problem${check.problems.length === 1 ? '' : 's'}`;
    lines.push(`FAILED ${what} from ${terminalSafe(source)}: ${count}${first}; ${links}, ${signatureText(check)}`);
  }
  return `${lines.join('\n')}\n`;
}

export function chainCheckJson(check: ChainCheck, source: string, chainId: string | null): string {
  return `${JSON.stringify({ source, chainId, ...check }, null, 2)}\n`;
}
