/**
 * Connected badges by receipt id. A receipt's badge is drawn as an image (view.ts) when the page
 * shows it at least IMAGE_FROM_COPIES times (badge-view.ts): an SVG image costs its one decode (a few milliseconds:
 * the browser lays out a document of its own for it) however many copies show it, where inline SVG
 * costs style and layout per copy (about half a millisecond). A page of 1,000 badges over 1,000
 * receipts draws them inline; over 100, as images.
 */
const copiesOnPage = new Map<string, number>();

function countCopy(id: string, by: 1 | -1): void {
  const copies = (copiesOnPage.get(id) ?? 0) + by;
  if (copies > 0) copiesOnPage.set(id, copies);
  else copiesOnPage.delete(id);
}

/** How many connected badges show receipt `id`. */
export const copiesOf = (id: string): number => copiesOnPage.get(id) ?? 0;

/** One badge's place in the count: the receipt id it counts as a copy of, '' while disconnected. */
export class CopyCount {
  #counted = '';

  countAs(id: string): void {
    if (id === this.#counted) return;
    if (this.#counted) countCopy(this.#counted, -1);
    if (id) countCopy(id, 1);
    this.#counted = id;
  }
}
