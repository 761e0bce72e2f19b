// The golden cases, shared by the Node golden test and the browser fit test.
import type { BadgeOptions } from '../../src/badge/index.js';

export const TRICKY_CASES: Record<string, BadgeOptions> = {
  long: {
    label: 'receipt',
    message: 'a very long message that keeps going well past any sensible badge width, on and on',
    color: '#1a7f37',
  },
  'non-latin': { label: 'квитанция', message: '検証済み · Ελληνικά · שלום · مرحبا', color: '#0969da' },
  script: { label: '<script>alert(1)</script>', message: '</text><foreignObject onload="x()">', color: '#cf222e' },
  quotes: { label: `it's "quoted"`, message: `a & b <c> 'd'`, color: '#ffcc00', title: `"title" & 'more'` },
  emoji: { label: 'emoji', message: '😀 🎉 👍🏽 ✓ ok', color: '#8250df' },
  'light-label': { label: 'light', message: 'dark text both sides', color: '#f6f8fa', labelColor: '#ffd33d' },
  'message-only': { label: '', message: 'message only', color: '#555' },
  'id-prefix': { label: 'receipt', message: 'verified', color: '#1a7f37', idPrefix: 'mine-1' },
};
