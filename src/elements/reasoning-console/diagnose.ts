/**
 * Tells a proxy that refused this page's origin from one that is not there:
 * both reach the page as the same network error. A no-cors GET needs no CORS
 * permission; any answer (opaque to the page) means something is listening.
 */
const PROBE_TIMEOUT_MS = 3000;

/** True when anything answered a no-cors GET of `url` within a few seconds. GET /run changes nothing. */
export async function proxyAnswers(url: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    await fetch(url, { method: 'GET', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}
