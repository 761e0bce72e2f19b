// The page's shared live region (src/elements/shared/announce.ts), read the way a screen reader hears it.
import { LIVE_REGION_ID } from '../../../src/elements/shared/announce.js';

export const liveRegionElement = () => document.getElementById(LIVE_REGION_ID);

/** The lines in the region now (the last few said). */
export const heard = (): string[] => [...(liveRegionElement()?.children ?? [])].map((line) => line.textContent ?? '');

/** The line said last, '' when none. */
export const lastHeard = (): string => heard().at(-1) ?? '';

/** Records every line added to the region from now on, each once, in order. */
export function recordAnnouncements(): { lines: string[]; langs: string[]; stop: () => void } {
  const lines: string[] = [];
  const langs: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLElement && node.parentElement?.id === LIVE_REGION_ID) {
          lines.push(node.textContent ?? '');
          langs.push(node.lang);
        } else if (node instanceof HTMLElement && node.id === LIVE_REGION_ID) {
          for (const line of node.children) lines.push(line.textContent ?? '');
        }
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { lines, langs, stop: () => observer.disconnect() };
}
