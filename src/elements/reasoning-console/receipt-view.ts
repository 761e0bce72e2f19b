/**
 * A turn's chain and receipt. A public receipt id gets its badge (the link to
 * the receipt's page). The open-source server's nested receipt has no public
 * id: the turn says so plainly and shows what that receipt does tell (chain
 * root and head, entry count, whether every entry and signature checked out).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Localize } from '../../i18n/localize.js';
import { isPlainId, nestedReceipt, publicReceiptId, type NestedRunReceipt, type RunResponse } from '../../spec/index.js';
import type { Endpoints } from '../shared/endpoints.js';
import { shown } from '../shared/text.js';
import { formatSeconds, shortenHash } from './format.js';

/** A hash shown short, whole on hover or focus, whole for screen readers. */
function hash(value: string, cls = 'root'): TemplateResult {
  return html`<code class="${cls} hash" tabindex="0" title=${value}
    ><span class="short" aria-hidden="true">${shortenHash(value)}</span><span class="full">${value}</span></code
  >`;
}

export function renderChain(l: Localize, chain: RunResponse['chain']): TemplateResult {
  return html`<dl class="chain" part="chain">
    <div><dt>${l.t('chain')}</dt><dd><code class="wrap">${shown(chain.id)}</code></dd></div>
    <div><dt>${l.t('root')}</dt><dd>${hash(chain.root)}</dd></div>
    <div><dt>${l.t('length')}</dt><dd class="chain-length">${l.number(chain.length)}</dd></div>
    <div>
      <dt>${l.t('verified')}</dt>
      <!-- The answer's own flag, as it was then; the badge beside the receipt shows the receipt now. -->
      <dd class="verified" data-verified=${chain.verified ? 'true' : 'false'}>${l.t(chain.verified ? 'yes' : 'notYetAtTurn')}</dd>
    </div>
  </dl>`;
}

function nestedFacts(l: Localize, nested: NestedRunReceipt): TemplateResult[] {
  const yesNo = (value: boolean, no: 'no' | 'entryFailed' | 'signatureFailed' = 'no') => l.t(value ? 'yes' : no);
  const inner = nested.receipt;
  const facts: TemplateResult[] = [];
  const root = inner?.root_xy ?? nested.chain_root;
  if (typeof root === 'string' && root) facts.push(html`<div><dt>${l.t('chainRoot')}</dt><dd class="receipt-root">${hash(root, 'receipt-root-hash')}</dd></div>`);
  if (typeof inner?.head_xy === 'string' && inner.head_xy) {
    facts.push(html`<div><dt>${l.t('head')}</dt><dd class="receipt-head">${hash(inner.head_xy, 'receipt-head-hash')}</dd></div>`);
  }
  const entries = inner?.entry_count ?? nested.chain_length;
  if (typeof entries === 'number') facts.push(html`<div><dt>${l.t('entries')}</dt><dd class="entry-count">${l.number(entries)}</dd></div>`);
  if (typeof inner?.all_verified === 'boolean') {
    facts.push(html`<div><dt>${l.t('allEntriesVerified')}</dt><dd class="all-verified" data-verified=${String(inner.all_verified)}>${yesNo(inner.all_verified, 'entryFailed')}</dd></div>`);
  } else if (typeof nested.chain_verified === 'boolean') {
    facts.push(html`<div><dt>${l.t('chainVerified')}</dt><dd class="all-verified" data-verified=${String(nested.chain_verified)}>${yesNo(nested.chain_verified)}</dd></div>`);
  }
  if (typeof inner?.all_signatures_valid === 'boolean') {
    facts.push(html`<div><dt>${l.t('signaturesValid')}</dt><dd class="signatures-valid">${yesNo(inner.all_signatures_valid, 'signatureFailed')}</dd></div>`);
  }
  if (typeof inner?.duration === 'number') facts.push(html`<div><dt>${l.t('took')}</dt><dd class="duration">${formatSeconds(inner.duration, { ms: (n) => l.t('milliseconds', { n }), s: (n) => l.t('seconds', { n }), lang: l.lang })}</dd></div>`);
  if (typeof inner?.hash === 'string' && inner.hash) facts.push(html`<div><dt>${l.t('receiptHash')}</dt><dd>${hash(inner.hash, 'receipt-hash')}</dd></div>`);
  return facts;
}

/**
 * Each turn shows its receipt as a `<chain-badge>`, loaded with the first receipt shown: a console
 * before its first run does not fetch the badge's code.
 */
let badgeLoading: Promise<unknown> | undefined;
const loadBadge = () => (badgeLoading ??= import('../chain-badge/register.js'));

/** The badge is the link to the receipt's page; the id beside it is text (one link, not two). */
export function renderReceipt(l: Localize, receipt: RunResponse['receipt'], endpoints: Endpoints): TemplateResult {
  const id = publicReceiptId(receipt);
  if (id === undefined) {
    const facts = nestedFacts(l, nestedReceipt(receipt)!);
    return html`<div class="receipt no-public" part="receipt">
      <p><span class="label">${l.t('receipt')}</span> <span class="no-public-receipt">${l.t('noPublicReceipt')}</span>
        <span class="muted">${l.t('inlineReceipt')}</span></p>
      ${facts.length ? html`<dl class="chain-receipt">${facts}</dl>` : nothing}
    </div>`;
  }
  if (isPlainId(id)) void loadBadge();
  return html`<div class="receipt" part="receipt">
    <span class="label">${l.t('receipt')}</span>
    ${isPlainId(id)
      ? html`<chain-badge
            receipt-id=${id}
            base-url=${endpoints.baseUrl}
            receipts-url=${endpoints.receiptsUrl}
            app-url=${endpoints.appUrl}
          ></chain-badge>
          <code class="receipt-id">${shown(id)}</code>`
      : html`<code class="wrap">${shown(id)}</code> <span class="muted">${l.t('notLinkable')}</span>`}
  </div>`;
}
