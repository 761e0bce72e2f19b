/**
 * Outcomes (src/badge/outcome.ts) of what the client sees: a chain check, or a read that failed.
 */
import type { Outcome } from '../badge/outcome.js';
import type { ChainCheck } from './verify/result.js';

/** Findings that say only that the signer is not in the trust list: the chain and its signatures hold. */
const UNTRUSTED_ONLY = new Set(['attestation-key-untrusted', 'key-untrusted']);

/**
 * A check's outcome: verified; unrecognized-signer when the only findings are keys outside the trust
 * list; failed otherwise, and misconfigured for input that is not a chain at all. `pending`: the
 * receipt says it is not attested yet and there was no attestation to check (the links hold so far).
 */
export function outcomeOfCheck(check: Pick<ChainCheck, 'ok' | 'algorithm' | 'findings' | 'problems' | 'signatures'>, pending = false): Outcome {
  if (check.algorithm === null) return 'misconfigured';
  const findings = check.findings ?? [];
  if (!check.ok) {
    if (findings.length > 0 && findings.every((f) => UNTRUSTED_ONLY.has(f.code))) return 'unrecognized-signer';
    return 'failed';
  }
  // A chain with no attestation yet is pending only where its receipt says it is not attested (the
  // caller knows: see `pending`); a chain file on its own holds when its links do.
  return pending ? 'pending' : 'verified';
}

/** What a failed read means for the reader: a missing receipt, a wrong setup, or "try again". */
export function outcomeOfError(error: unknown): Outcome {
  const e = error as { kind?: string; misconfigured?: unknown } | null | undefined;
  if (e?.misconfigured || answeredWithPage(error)) return 'misconfigured';
  switch (e?.kind) {
    case 'not-found':
      return 'not-found';
    case 'bad-request':
      return 'misconfigured';
    default:
      return 'unavailable';
  }
}

/**
 * A base URL that answers with a web page (a 200 or a 404 page) is a website, not the service: the setup is
 * wrong. A gateway's error page (5xx, 408, 429) is an outage, not a setup mistake.
 */
export function answeredWithPage(error: unknown): boolean {
  const e = error as { htmlPage?: unknown; status?: unknown } | null | undefined;
  if (!e?.htmlPage) return false;
  const status = typeof e.status === 'number' ? e.status : 200;
  return status < 500 && status !== 408 && status !== 429;
}
