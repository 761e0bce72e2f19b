/** A one-line progress bar for a TTY; nothing at all when output is piped. */
import type { WriteStream } from 'node:tty';
import type { Progress } from './run.js';

export function progressBar(stream: NodeJS.WriteStream & Partial<WriteStream>): { update(p: Progress): void; end(): void } {
  if (!stream.isTTY) return { update() {}, end() {} };
  let last = 0;
  let failed = 0;
  let shown = false;
  return {
    update(p) {
      if (!p.ok) failed++;
      const now = Date.now();
      if (p.done !== p.total && now - last < 50) return; // at most 20 redraws a second
      last = now;
      const width = Math.max(10, Math.min(40, (stream.columns ?? 80) - 40));
      const filled = Math.round((p.done / Math.max(1, p.total)) * width);
      const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
      stream.write(`\r${bar} ${p.done}/${p.total}${failed ? ` (${failed} failed)` : ''}\u001b[K`);
      shown = true;
    },
    end() {
      if (shown) stream.write('\r\u001b[K');
    },
  };
}
