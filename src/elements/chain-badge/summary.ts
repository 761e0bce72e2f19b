/**
 * `<chain-badge>`'s summary in place, loaded when a badge is first opened: a native `popover` after the
 * link (Tab reaches it; the top layer moves nothing), placed by anchor positioning, else measured.
 */
import type { Outcome } from '../../badge/outcome.js';
import { OUTCOME_COLORS, OUTCOME_ICONS } from '../../badge/outcome.js';
import type { BadgeWords } from '../shared/badge-words.js';
import { outcomeSentence } from '../shared/outcome-badge.js';
import { copyText } from '../shared/clipboard.js';
import { verifyCommand } from '../shared/terminal-command.js';

export interface SummaryFacts {
  outcome: Outcome;
  words: BadgeWords;
  lang: string;
  receiptId: string;
  href: string | undefined;
  baseUrl: string;
  fix: string | undefined;
  receipt: { verified?: unknown; chain_length?: unknown; chain_root?: unknown; attest_id?: unknown } | undefined;
}

const CSS =
  '.summary{position:fixed;inset:auto;margin:0;box-sizing:border-box;width:max-content;max-width:min(24rem,calc(100vw - 16px));' +
  'padding:10px 12px;border:1px solid var(--reasoning-border,light-dark(#d1d9e0,#3d444d));border-radius:8px;' +
  'background:var(--reasoning-bg,light-dark(#fff,#0d1117));color:var(--reasoning-fg,light-dark(#1f2328,#e6edf3));' +
  'font:13px/1.45 var(--reasoning-font,system-ui,sans-serif);box-shadow:0 4px 16px #0003;line-height:1.45;text-align:start}' +
  '.summary:not(:popover-open):not(.open){display:none}' +
  '.summary .word{display:flex;gap:.4em;align-items:center;font-weight:600;color:var(--_o)}' +
  '.summary .icon{display:inline-grid;place-items:center;width:1.3em;height:1.3em;border-radius:50%;background:var(--_o);color:#fff;font-size:.85em}' +
  '.summary p{margin:.3em 0}.summary dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:2px 10px;margin:.5em 0}' +
  '.summary dt{color:var(--reasoning-muted,light-dark(#59636e,#9198a1))}.summary dd{margin:0;min-width:0;overflow-wrap:anywhere}' +
  '.summary code{font:12px/1.4 var(--reasoning-font-mono,ui-monospace,monospace);direction:ltr;unicode-bidi:isolate;text-align:left}' +
  '.summary .cmd{display:flex;gap:6px;align-items:flex-start;margin-top:.3em}.summary .cmd code{flex:1;padding:4px 6px;border-radius:4px;background:light-dark(#f6f8fa,#161b22);overflow-wrap:anywhere}' +
  '.summary button{font:inherit;padding:2px 8px;border-radius:4px;border:1px solid var(--reasoning-border,light-dark(#d1d9e0,#3d444d));background:light-dark(#f6f8fa,#161b22);color:inherit;cursor:pointer}' +
  '.summary a{color:var(--reasoning-accent,light-dark(#0859c9,#4493f8))}' +
  '@supports (anchor-name:--b){a[part=link],span[part=link]{anchor-name:--reasoning-badge}' +
  '.summary.anchored{position-anchor:--reasoning-badge;position-area:block-end span-inline-end;position-try-fallbacks:flip-block,flip-inline,flip-block flip-inline;margin-block:4px}}';

let sheet: CSSStyleSheet | undefined;
const anchored = () => typeof CSS !== 'undefined' && globalThis.CSS?.supports?.('anchor-name: --b') === true;
const hasPopover = () => typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

let counter = 0;

/** 16 bytes of SHA-256 of the raw key, as hex in fours (the key itself without WebCrypto). */
async function fingerprint(keyB64: string): Promise<string> {
  try {
    const bytes = Uint8Array.from(atob(keyB64), (c) => c.charCodeAt(0));
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    const hex = [...hash.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
    return hex.match(/.{4}/g)!.join(' ');
  } catch {
    return keyB64;
  }
}

function relative(date: Date, lang: string): string {
  const seconds = (date.getTime() - Date.now()) / 1000;
  const units: [Intl.RelativeTimeFormatUnit, number][] = [['year', 31_536_000], ['month', 2_592_000], ['day', 86_400], ['hour', 3600], ['minute', 60], ['second', 1]];
  const [unit, size] = units.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  return new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(Math.round(seconds / size), unit);
}

export class BadgeSummary {
  readonly popover: HTMLElement;
  private readonly id = `reasoning-summary-${++counter}`;
  private attestation: { key?: string; at?: string } | undefined;
  private attestationFor = '';
  private copied = false;

  constructor(
    private readonly root: ShadowRoot,
    private readonly facts: () => SummaryFacts,
  ) {
    const doc = root.ownerDocument;
    sheet ??= (() => {
      const s = new CSSStyleSheet();
      s.replaceSync(CSS);
      return s;
    })();
    this.popover = doc.createElement('div');
    this.popover.id = this.id;
    this.popover.className = `summary${anchored() ? ' anchored' : ''}`;
    this.popover.setAttribute('part', 'summary');
    this.popover.setAttribute('role', 'dialog');
    if (hasPopover()) this.popover.setAttribute('popover', 'manual');
  }

  get isOpen(): boolean {
    return this.popover.classList.contains('open');
  }

  /** After a redraw: the summary back in the root, the link pointing at it. */
  attach(): void {
    const root = this.root;
    if (!root.adoptedStyleSheets.includes(sheet!)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet!];
    const link = root.querySelector('[part=link]');
    if (link) {
      link.setAttribute('aria-describedby', `${this.id}-says`);
      link.setAttribute('aria-expanded', String(this.isOpen));
      link.setAttribute('aria-controls', this.id);
    }
    if (this.popover.parentNode !== root) root.append(this.popover);
    this.render();
  }

  open(): void {
    if (this.isOpen) return;
    this.popover.classList.add('open');
    this.attach();
    if (hasPopover() && !this.popover.matches(':popover-open')) {
      // The link as source: Tab goes from it into the summary.
      const source = this.root.querySelector<HTMLElement>('[part=link]');
      try {
        (this.popover.showPopover as (options?: { source?: HTMLElement }) => void)(source ? { source } : undefined);
      } catch {
        this.popover.showPopover();
      }
    }
    this.place();
    void this.loadAttestation();
  }

  close(): void {
    if (!this.isOpen) return;
    this.popover.classList.remove('open');
    if (hasPopover() && this.popover.matches(':popover-open')) this.popover.hidePopover();
    this.root.querySelector('[part=link]')?.setAttribute('aria-expanded', 'false');
  }

  /** Without anchor positioning: below the badge, else above, inside the viewport. */
  private place(): void {
    if (anchored()) return;
    const link = this.root.querySelector('[part=link]');
    if (!link) return;
    const at = link.getBoundingClientRect();
    const box = this.popover.getBoundingClientRect();
    const view = this.root.ownerDocument.documentElement;
    const width = view.clientWidth;
    const height = view.clientHeight;
    const top = at.bottom + 4 + box.height <= height ? at.bottom + 4 : Math.max(4, at.top - 4 - box.height);
    const rtl = getComputedStyle(link).direction === 'rtl';
    const start = rtl ? at.right - box.width : at.left;
    const left = Math.min(Math.max(8, start), Math.max(8, width - box.width - 8));
    this.popover.style.top = `${top}px`;
    this.popover.style.left = `${left}px`;
  }

  private async loadAttestation(): Promise<void> {
    const { receipt, baseUrl } = this.facts();
    const attestId = typeof receipt?.attest_id === 'string' ? receipt.attest_id : '';
    if (!attestId || !/^[\w.-]{1,200}$/.test(attestId) || this.attestationFor === attestId) return;
    this.attestationFor = attestId;
    try {
      const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/attestations/${encodeURIComponent(attestId)}`, { headers: { accept: 'application/json' } });
      if (!res.ok) return;
      const json = (await res.json()) as { public_key?: unknown; attested_at?: unknown };
      const key = typeof json.public_key === 'string' && json.public_key.length <= 100 ? await fingerprint(json.public_key) : undefined;
      const at = typeof json.attested_at === 'string' && !Number.isNaN(Date.parse(json.attested_at)) ? json.attested_at : undefined;
      this.attestation = { ...(key ? { key } : {}), ...(at ? { at } : {}) };
      this.render();
      this.place();
    } catch {
      /* the summary says what it has */
    }
  }

  /** Draws the content as DOM (every text a text node). */
  render(): void {
    const f = this.facts();
    const doc = this.root.ownerDocument;
    const w = f.words;
    const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, cls?: string) => {
      const node = doc.createElement(tag);
      if (text !== undefined) node.textContent = text;
      if (cls) node.className = cls;
      return node;
    };
    const p = this.popover;
    p.lang = f.lang;
    p.style.setProperty('--_o', OUTCOME_COLORS[f.outcome]);
    p.setAttribute('aria-label', `${w.t('summaryOpen').replace('{subject}', f.receiptId ? `${w.label} ${f.receiptId}` : w.label)}`);
    const word = el('div', undefined, 'word');
    const icon = el('span', OUTCOME_ICONS[f.outcome], 'icon');
    icon.setAttribute('aria-hidden', 'true');
    word.append(icon, el('span', w.outcomes[f.outcome]));
    const says = el('p', outcomeSentence(w, f.outcome, f.fix));
    says.id = `${this.id}-says`;
    const facts = el('dl');
    const row = (term: string, value: Node | string) => {
      const dd = el('dd');
      dd.append(value);
      facts.append(el('dt', term), dd);
    };
    const r = f.receipt;
    if (typeof r?.chain_length === 'number') row(w.t('summaryLength'), new Intl.NumberFormat(f.lang).format(r.chain_length));
    if (typeof r?.chain_root === 'string' && r.chain_root) row(w.t('summaryRoot'), el('code', r.chain_root));
    if (this.attestation?.key) row(w.t('summarySigner'), el('code', this.attestation.key));
    if (this.attestation?.at) {
      const date = new Date(this.attestation.at);
      const time = el('time', `${new Intl.DateTimeFormat(f.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date)} (${relative(date, f.lang)})`);
      time.setAttribute('datetime', this.attestation.at);
      row(w.t('summaryAttested'), time);
    }
    const parts: Node[] = [word, says];
    if (facts.childElementCount) parts.push(facts);
    if (f.outcome === 'unrecognized-signer') parts.push(el('p', w.trustHow));
    if (f.receiptId && f.outcome !== 'misconfigured') {
      const command = verifyCommand(f.receiptId, f.baseUrl);
      const label = el('p', w.t('summaryCommand'));
      const cmd = el('div', undefined, 'cmd');
      const copy = el('button', w.t(this.copied ? 'summaryCopied' : 'summaryCopy'));
      copy.type = 'button';
      copy.addEventListener('click', async () => {
        this.copied = await copyText(command, doc);
        this.render();
        this.root.querySelector<HTMLButtonElement>('.summary button')?.focus();
        setTimeout(() => ((this.copied = false), this.isOpen && this.render()), 2000);
      });
      cmd.append(el('code', command), copy);
      parts.push(label, cmd);
    }
    if (f.href) {
      const page = el('a', w.t('summaryPage'));
      page.href = f.href;
      parts.push(el('p'));
      parts[parts.length - 1]!.appendChild(page);
    }
    p.replaceChildren(...parts);
  }
}
