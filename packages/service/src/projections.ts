/**
 * What the service says about a chain: its receipt, its session, its public
 * chain export and the answer of one of its turns, all derived from the store.
 */
import { CHAIN_ALGORITHM, type Attestation, type Chain, type ChainPage, type Receipt, type RunResponse, type Session } from 'reasoning-elements/spec';
import type { ChainState } from './store/index.js';
import { rootOf } from './chain/index.js';
import { badgeSvg } from './badge.js';

/** Whether this process has itself verified the chain's first `length` links (`Attestor.hasVerified`). */
export type HasVerified = (chain: ChainState, length: number) => boolean;

export function fileUrls(origin: string, receiptId: string): { pdf: string; badge: string; page: string } {
  return {
    pdf: `${origin}/files/${receiptId}.pdf`,
    badge: `${origin}/files/badge/${receiptId}.svg`,
    page: `${origin}/app/receipts/${receiptId}`,
  };
}

/**
 * The receipt of `chain` as of its first `length` entries, given the
 * attestation known then. It counts only once this process has verified the
 * links it covers (an attestation from before a restart waits for the re-check).
 */
export function receiptOf(
  chain: ChainState,
  origin: string,
  hasVerified: HasVerified,
  length = chain.entries.length,
  att: Attestation | null = chain.attestation ?? null,
): Receipt {
  // Only the newest entry counts: entries are read one at a time from a durable store.
  const last = chain.entries[length - 1];
  if (!last) throw new RangeError(`chain ${chain.chain_id} has no entry ${length - 1}`);
  const root = `0x${last.xy}`;
  const verified = att !== null && att.root === root && att.length === length && hasVerified(chain, length);
  const attest_id = verified ? att.id : '';
  return {
    id: chain.receipt_id,
    session_id: chain.session_id,
    session_type: chain.session_type,
    chain_id: chain.chain_id,
    chain_root: root,
    chain_length: length,
    verified,
    attest_id,
    pdf_url: fileUrls(origin, chain.receipt_id).pdf,
    badge_svg: badgeSvg({ id: chain.receipt_id, verified, attest_id, chain_length: length }),
    created_at: chain.created_at,
  };
}

export function sessionOf(chain: ChainState): Session {
  return {
    id: chain.session_id,
    type: chain.session_type,
    title: chain.title,
    chain_id: chain.chain_id,
    receipt_id: chain.receipt_id,
    chain_root: rootOf(chain.entries),
    turn_count: chain.entries.length,
    created_at: chain.created_at,
    updated_at: chain.updated_at,
  };
}

export function chainOf(chain: ChainState): Chain {
  return {
    chain_id: chain.chain_id,
    algorithm: CHAIN_ALGORITHM,
    root: rootOf(chain.entries),
    length: chain.entries.length,
    entries: chain.entries.slice(),
  };
}

/**
 * Entries [offset, offset + limit) of the chain as it is now, with its root and length (`total`).
 * Only the page is copied, never the chain.
 */
export function chainPageOf(chain: ChainState, offset: number, limit: number): ChainPage {
  return {
    chain_id: chain.chain_id,
    algorithm: CHAIN_ALGORITHM,
    root: rootOf(chain.entries),
    total: chain.entries.length,
    offset,
    limit,
    entries: chain.entries.slice(offset, offset + limit),
  };
}

/**
 * The answer of turn `index` of a chain, exactly as it was first sent. That
 * answer never covered an attestation (the attestor signs a new root only
 * after the turn is answered), so a repeat says the same even once it has.
 */
export function turnResponse(chain: ChainState, index: number, origin: string, hasVerified: HasVerified): RunResponse {
  const record = chain.records[index];
  if (!record) throw new Error(`chain ${chain.chain_id} has no turn ${index}`);
  const receipt = receiptOf(chain, origin, hasVerified, index + 1, null);
  return {
    ...record.output,
    chain: { id: chain.chain_id, root: receipt.chain_root, length: receipt.chain_length, verified: receipt.verified },
    receipt,
  };
}
