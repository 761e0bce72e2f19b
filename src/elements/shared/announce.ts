/**
 * What the elements say to screen readers. `aria-live` inside a shadow root is
 * not announced reliably (Chrome, Safari with VoiceOver), so every element on
 * the page speaks through one polite live region in the light DOM: added to
 * `document.body` when the first element connects (a region must be in the
 * page before its words change, or the first ones can be missed), visually
 * hidden, and shared by all elements. Each message is a new line in it, so two
 * elements speaking at once are both heard and the same words twice are heard
 * twice; only the last few lines are kept. No timers: nothing runs between messages.
 */
export const LIVE_REGION_ID = 'reasoning-elements-live';

/** Lines kept in the region; older ones have long been read. */
const KEEP = 4;

const HIDDEN = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap';

/** The page's live region, made when first needed (and again if the page removed it); undefined without a page. */
export function liveRegion(doc: Document | undefined = globalThis.document): HTMLElement | undefined {
  if (!doc?.body) return undefined;
  const found = doc.getElementById(LIVE_REGION_ID);
  if (found) return found;
  const region = doc.createElement('div');
  region.id = LIVE_REGION_ID;
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'false');
  region.setAttribute('aria-relevant', 'additions');
  region.style.cssText = HIDDEN;
  doc.body.append(region);
  return region;
}

/** Says `text` once, politely, in `lang` (screen readers pick the voice by it). */
export function announce(text: string, lang: string, doc: Document | undefined = globalThis.document): void {
  const region = text ? liveRegion(doc) : undefined;
  if (!region) return;
  const line = region.ownerDocument.createElement('div');
  line.lang = lang;
  line.textContent = text;
  region.append(line);
  while (region.childElementCount > KEEP) region.firstElementChild!.remove();
}
