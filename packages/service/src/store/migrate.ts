/**
 * First start on a data directory of an earlier version: its journal's
 * events are imported into the database in commits of a few hundred, each
 * with how far the journal was read, so an interrupted migration resumes
 * where it stopped. Then the journal is renamed `journal.jsonl.migrated`
 * (kept, not deleted: it is the user's data).
 */
import { access, open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { JOURNAL_FILE, readJournal } from './legacy-journal.js';
import type { StoreEvent } from './types.js';

const EVENTS_PER_COMMIT = 500;

export async function migrateJournal(
  dir: string,
  commit: (events: [number, StoreEvent][], lastLine: number) => void,
  linesDone: number,
  warn: (message: string) => void,
): Promise<void> {
  const path = join(dir, JOURNAL_FILE);
  try {
    await access(path);
  } catch {
    return;
  }
  let batch: [number, StoreEvent][] = [];
  let count = 0;
  for await (const [line, event] of readJournal<StoreEvent>(path, warn, linesDone)) {
    batch.push([line, event]);
    if (batch.length >= EVENTS_PER_COMMIT) {
      commit(batch, line);
      count += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) commit(batch, batch[batch.length - 1]![0]);
  count += batch.length;
  await rename(path, `${path}.migrated`);
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch {
    /* some file systems refuse to sync directories */
  } finally {
    await handle.close();
  }
  warn(`migrated ${count} events from ${path} into the database; the journal is kept as ${path}.migrated`);
}
