/**
 * Copies text: the async Clipboard API where the page may use it, else the
 * old selection + execCommand route (insecure origins, denied permission).
 * Resolves true when the text was copied.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  try {
    const clipboard = globalThis.navigator?.clipboard as Clipboard | undefined;
    if (clipboard && typeof clipboard.writeText === 'function') {
      await clipboard.writeText(text);
      return true;
    }
  } catch {
    /* denied or unavailable: fall back below */
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;pointer-events:none';
  doc.body.append(area);
  const active = doc.activeElement as HTMLElement | null;
  try {
    area.select();
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    active?.focus?.();
  }
}
