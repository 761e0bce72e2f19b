/**
 * A progress line for long checks, on stderr and only when stderr is a terminal: links checked,
 * how far through (links of a known total, or bytes of a file), links per second. Redrawn at most
 * every 100 ms, erased at the end, so stdout (the report, or --json) is never touched.
 */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

export interface ProgressLine {
  /** `links` checked so far; `done`/`total` say how far through, in links or bytes (`unit`). */
  update(links: number, done: number, total: number | null, unit?: 'links' | 'bytes'): void;
  /** Erases the line. */
  end(): void;
}

const EVERY_MS = 100;
const BAR = 16;
const number = (n: number) => Math.round(n).toLocaleString('en-US');

function megabytes(bytes: number): string {
  return (bytes / 1e6).toFixed(bytes < 10e6 ? 1 : 0);
}

export function progressLine(stream: ProgressStream, now: () => number = () => performance.now()): ProgressLine {
  if (!stream.isTTY) return { update() {}, end() {} };
  const started = now();
  let last = -Infinity;
  let shown = false;
  return {
    update(links, done, total, unit = 'links') {
      const at = now();
      if (at - last < EVERY_MS) return;
      last = at;
      const seconds = (at - started) / 1000;
      const rate = seconds > 0 ? `, ${number(links / seconds)}/s` : '';
      let text: string;
      if (total && total > 0) {
        const share = Math.min(1, done / total);
        const filled = Math.round(share * BAR);
        const bar = `[${'#'.repeat(filled)}${'-'.repeat(BAR - filled)}] ${String(Math.floor(share * 100)).padStart(3)}%`;
        text = unit === 'bytes' ? `${bar} ${number(links)} links, ${megabytes(done)} of ${megabytes(total)} MB` : `${bar} ${number(done)} of ${number(total)} links`;
      } else {
        text = unit === 'bytes' ? `${number(links)} links, ${megabytes(done)} MB` : `${number(links)} links`;
      }
      text += rate;
      // A terminal that does not say its width (0) is taken as 80 columns.
      const width = Math.max(20, (stream.columns || 80) - 1);
      stream.write(`\r\x1b[2K${`checking ${text}`.slice(0, width)}`);
      shown = true;
    },
    end() {
      if (shown) stream.write('\r\x1b[2K');
      shown = false;
    },
  };
}
