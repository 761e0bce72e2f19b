/**
 * The opening every page of the service writes the same way: the doctype, `<html>` in the page's
 * language and direction, and the head's charset and viewport; each page then adds its own tags.
 */
import { escapeHtml } from '@reasoning-elements/protocol';

export function documentStart(lang: string, dir: 'ltr' | 'rtl'): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"${dir === 'rtl' ? ' dir="rtl"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">`;
}
