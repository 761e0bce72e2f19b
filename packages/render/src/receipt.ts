/**
 * renderReceipt: the whole `<reasoning-receipt>` card as HTML at build time,
 * from data the build fetched once. The element's own templates render it
 * (through @lit-labs/ssr) into declarative shadow DOM; the same facts follow
 * as plain light-DOM HTML for readers without script or shadow DOM, and as
 * JSON the element starts from when it upgrades. With `lang`, all of it in
 * that language (its words loaded first with `loadLanguage`).
 */
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { render } from '@lit-labs/ssr';
import { html, nothing } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import * as v from 'valibot';
import type { ChainCheck } from 'reasoning-elements/client';
import { ReceiptSchema, SessionSchema, type Receipt, type Session } from 'reasoning-elements/spec';
import 'reasoning-elements/reasoning-receipt';
import { escapeHtml } from '@reasoning-elements/protocol';
import { checkEndpoints, DEFAULT_ENDPOINTS, jsonIsland, type RenderEndpoints } from './html.js';
import { readableReceipt } from './readable.js';
import { wordsIn } from './words.js';

export interface RenderReceiptOptions {
  /** The receipt's session (GET /sessions/{id}); shown when given (sets `with-session`). */
  session?: Session;
  /** A chain check run at build time (`verifyChain`); shown until the browser's own check ends (sets `verify`). */
  check?: ChainCheck;
  /**
   * When `check` ran (default: now, as the build renders): the card says "checked at build time, <date>"
   * until the browser's own check ends, and never "this browser" for a check that ran here.
   */
  checkedAt?: Date | string;
  /** Written as the element's attributes; unset ones stay relative (`/api`, `/files`, `/app`). */
  endpoints?: RenderEndpoints;
  /** Override `with-session` (default: true when `session` is given). */
  withSession?: boolean;
  /** Override `verify` (default: true when `check` is given). */
  verify?: boolean;
  compact?: boolean;
  /** The `refresh` attribute (seconds; 0 turns polling off). */
  refresh?: number;
  /**
   * The language of the card and its readable copy (a BCP 47 tag, written as the element's `lang`,
   * so the browser's element speaks it too); default: none written, English words. Load its words
   * first, once per build: `await loadLanguage('de')`.
   */
  lang?: string;
}

function checkedAtIso(when: Date | string | undefined): string {
  const date = when === undefined ? new Date() : new Date(when);
  if (Number.isNaN(date.getTime())) throw new TypeError(`renderReceipt: checkedAt is not a date: ${JSON.stringify(String(when))}`);
  return date.toISOString();
}

function parse<T>(schema: v.GenericSchema<unknown, T>, value: unknown, what: string): T {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    throw new TypeError(`renderReceipt: the ${what} is not readable${path ? ` at ${path}` : ''}: ${issue.message}`);
  }
  return result.output;
}

/**
 * `<reasoning-receipt …>` with its card in declarative shadow DOM, the data as
 * JSON, and a readable copy in light DOM. Throws TypeError on a receipt or
 * session that does not read as one, or an endpoint that is not http(s) or `/…`.
 */
export function renderReceipt(receipt: Receipt, options: RenderReceiptOptions = {}): string {
  const r = parse(ReceiptSchema, receipt, 'receipt');
  const session = options.session === undefined ? undefined : parse(SessionSchema, options.session, 'session');
  const endpoints = checkEndpoints(options.endpoints);
  const words = wordsIn(options.lang, 'renderReceipt');
  const withSession = options.withSession ?? session !== undefined;
  const verify = options.verify ?? options.check !== undefined;
  const checkedAt = options.check ? checkedAtIso(options.checkedAt) : undefined;
  const data = { receipt: r, ...(session ? { session } : {}), ...(options.check ? { check: options.check, checkedAt } : {}) };
  const light = `${jsonIsland(data)}${readableReceipt(r, { ...DEFAULT_ENDPOINTS, ...endpoints }, words, session, options.check, checkedAt)}`;
  // One line: the attributes are written as they are, without the template's indentation.
  // prettier-ignore
  const template = html`<reasoning-receipt lang=${options.lang?.trim() || nothing} receipt-id=${r.id} base-url=${endpoints.baseUrl ?? nothing} receipts-url=${endpoints.receiptsUrl ?? nothing} app-url=${endpoints.appUrl ?? nothing} attest-url=${endpoints.attestUrl ?? nothing} refresh=${options.refresh ?? nothing} ?with-session=${withSession} ?verify=${verify} ?compact=${options.compact ?? false} .receipt=${r} .session=${session} .check=${options.check} .checkedAt=${checkedAt}>${unsafeHTML(light)}</reasoning-receipt>`;
  return collectResultSync(render(template));
}

export { escapeHtml };
