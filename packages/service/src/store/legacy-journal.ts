/**
 * Reads the JSONL journal earlier versions kept (`journal.jsonl`), one event
 * per line, streaming, so a journal of any size is read in bounded memory.
 * A torn last line (a crash mid-write) is dropped with a warning; a damaged
 * line anywhere else stops the read: it may hide acknowledged runs.
 */
import { createReadStream } from 'node:fs';

export const JOURNAL_FILE = 'journal.jsonl';

/** Yields [line number, event] for each complete line after the first `skip` lines. */
export async function* readJournal<T>(path: string, warn: (message: string) => void, skip = 0): AsyncGenerator<[number, T]> {
  let rest = '';
  let lineNo = 0;
  /** A line that did not parse: fatal unless nothing but blank lines follows. */
  let bad: number | null = null;
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of createReadStream(path)) {
    const lines = (rest + decoder.decode(chunk as Buffer, { stream: true })).split('\n');
    rest = lines.pop()!;
    for (const line of lines) {
      lineNo++;
      if (line.trim() === '') continue;
      if (bad !== null) throw damaged(path, bad);
      let event: T;
      try {
        event = JSON.parse(line) as T;
      } catch {
        bad = lineNo;
        continue;
      }
      if (lineNo > skip) yield [lineNo, event];
    }
  }
  rest += decoder.decode();
  if (rest.trim() !== '') {
    if (bad !== null) throw damaged(path, bad);
    // No newline after it: the write that was under way when the process died.
    warn(`${path}: dropped a torn last line (${Buffer.byteLength(rest)} bytes) left by an interrupted write`);
  } else if (bad !== null) {
    warn(`${path}: dropped a torn last line (line ${bad}) left by an interrupted write`);
  }
}

function damaged(path: string, line: number): Error {
  return new Error(`${path}: line ${line} is not valid JSON and is not the last line; refusing to start`);
}
