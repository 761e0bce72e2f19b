/**
 * Whether this page lets `data:` images load, found out once, by loading a
 * one-pixel one. A badge drawn as an image of its SVG costs the page one
 * decode per distinct badge, like `<img>` badges; drawn inline, each of a
 * thousand copies is laid out and painted as text (issue 23: 2× the time of
 * `<img>` badges, mostly style, layout and paint). But a Content-Security-Policy
 * whose `img-src` leaves out `data:` refuses such images, and no script can
 * read a policy sent as a header: the one way to know is to try. A page that
 * refuses gets one `img-src` violation (this try) and inline badges, as a page
 * without `blob:` in `worker-src` gets one for the chain check's worker.
 */
const PROBE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`;

/** An image that neither loads nor fails by then (images switched off) counts as refused. */
const GIVE_UP_MS = 3_000;

let allowed: boolean | undefined;
let trying: Promise<void> | undefined;

/** True once the page has shown it loads `data:` images; false when refused, or not known yet. */
export function dataImagesAllowed(): boolean {
  return allowed === true;
}

/** Settles when it is known whether `data:` images load (undefined: known already). Starts the try. */
export function dataImagesKnown(): Promise<void> | undefined {
  if (allowed !== undefined) return undefined;
  if (typeof Image === 'undefined') {
    allowed = false;
    return undefined;
  }
  return (trying ??= new Promise<void>((resolve) => {
    const settle = (ok: boolean) => {
      allowed ??= ok;
      resolve();
    };
    const image = new Image();
    image.onload = () => settle(true);
    image.onerror = () => settle(false);
    setTimeout(() => settle(false), GIVE_UP_MS);
    image.src = PROBE;
  }));
}
