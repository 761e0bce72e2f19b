/**
 * Receipt data written into the page at build time, as a child
 * `<script type="application/json">{"receipt": …, "session"?: …, "check"?: …}</script>`.
 * It is read as data (JSON.parse, then the same schema as a service answer), never run.
 */
import * as v from 'valibot';
import type { ChainCheck } from '../../client/verify/result.js';
import { ReceiptSchema, SessionSchema, type Receipt, type Session } from '../../spec/index.js';

/** Data shown before (or instead of) a load. */
export interface ReceiptData {
  receipt: Receipt;
  session?: Session | undefined;
  check?: ChainCheck | undefined;
  /** When and where `check` ran: at build time, an ISO 8601 date (the card says so, never "this browser"). */
  checkedAt?: string | undefined;
}

const isCheck = (value: unknown): value is ChainCheck =>
  typeof value === 'object' && value !== null && typeof (value as ChainCheck).ok === 'boolean' && Array.isArray((value as ChainCheck).problems);

/** The data from a JSON child of `host`, or undefined when there is none or it does not read as a receipt. */
export function readInlineData(host: Element): ReceiptData | undefined {
  const script = host.querySelector?.(':scope > script[type="application/json"]');
  if (!script?.textContent) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(script.textContent);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const { receipt, session, check, checkedAt } = data as Record<string, unknown>;
  const r = v.safeParse(ReceiptSchema, receipt);
  if (!r.success) return undefined;
  const s = session === undefined ? undefined : v.safeParse(SessionSchema, session);
  return {
    receipt: r.output,
    ...(s?.success ? { session: s.output } : {}),
    ...(isCheck(check) ? { check } : {}),
    ...(typeof checkedAt === 'string' && !Number.isNaN(Date.parse(checkedAt)) ? { checkedAt } : {}),
  };
}
