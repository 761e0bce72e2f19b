/**
 * `<chain-badge>` for @lit-labs/ssr. The badge is a plain custom element, not a
 * Lit one (a page of badges loads no Lit), so Lit's own renderer does not draw
 * it; this one writes the same declarative shadow root the element draws
 * before it loads (`chainBadgeShadowFor`). Give it to Lit's `render()` beside
 * Lit's renderer: `render(template, { elementRenderers: [LitElementRenderer, ChainBadgeRenderer] })`.
 */
import { ElementRenderer } from '@lit-labs/ssr/lib/element-renderer.js';
import { LitElementRenderer } from '@lit-labs/ssr/lib/lit-element-renderer.js';
import type { RenderInfo } from '@lit-labs/ssr';
import { ChainBadgeElement, chainBadgeShadowFor } from 'reasoning-elements/chain-badge';
import { escapeHtml } from '@reasoning-elements/protocol';

/** The element's properties that mirror attributes, by property name. */
const ATTRIBUTE_OF: Readonly<Record<string, string>> = {
  receiptId: 'receipt-id',
  mode: 'mode',
  label: 'label',
  baseUrl: 'base-url',
  receiptsUrl: 'receipts-url',
  appUrl: 'app-url',
};

export class ChainBadgeRenderer extends ElementRenderer {
  static override matchesClass(ctor: Parameters<typeof ElementRenderer.matchesClass>[0]): boolean {
    return ctor === (ChainBadgeElement as unknown);
  }

  private readonly attributes = new Map<string, string>();
  private receipt: ChainBadgeElement['receipt'];

  override setAttribute(name: string, value: string): void {
    this.attributes.set(name.toLowerCase(), value);
  }

  override setProperty(name: string, value: unknown): void {
    if (name === 'receipt') this.receipt = value as ChainBadgeElement['receipt'];
    else if (ATTRIBUTE_OF[name] && typeof value === 'string') this.attributes.set(ATTRIBUTE_OF[name]!, value);
  }

  override renderAttributes(): string[] {
    return [...this.attributes].map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`));
  }

  override renderShadow(_renderInfo: RenderInfo): string[] {
    return [chainBadgeShadowFor(Object.fromEntries(this.attributes), this.receipt)];
  }
}

/** Lit's renderer and the badge's: what `render()` needs for all three elements. */
export const elementRenderers = [LitElementRenderer, ChainBadgeRenderer];
