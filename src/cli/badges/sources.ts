/**
 * Where the receipts come from: receipt JSON files read from a directory (no
 * network, read synchronously: a file of a few hundred bytes costs less to
 * read directly than a round trip through libuv's thread pool), or ids
 * (arguments or an ids file) fetched from the service.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readBadgeReceipt, type BadgeReceipt } from '../../badge/index.js';

/** One receipt read from a file, or the reason it could not be. */
export type Offline = { id: string; receipt: BadgeReceipt; error?: undefined } | { id: string; error: string; receipt?: undefined };

/** One id per line; blank lines and `#` comments are ignored. */
export function readIdsFile(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/**
 * Every `*.json` file in `dir` (sorted by name) holds a receipt or an array of
 * receipts. Only what a badge shows is read (`id`, `verified`); a file that
 * does not parse, or an entry without them, becomes a failure named after the
 * file (and index), reported like a dead id.
 */
export function readJsonReceipts(dir: string): Offline[] {
  const names = readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort();
  const items: Offline[] = [];
  for (const name of names) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch (error) {
      items.push({ id: name, error: `${name}: not JSON (${(error as Error).message})` });
      continue;
    }
    if (!Array.isArray(data)) {
      items.push(read(data, name));
      continue;
    }
    for (let i = 0; i < data.length; i++) items.push(read(data[i], `${name}[${i}]`));
  }
  return items;
}

function read(item: unknown, where: string): Offline {
  try {
    const receipt = readBadgeReceipt(item, where);
    return { id: receipt.id, receipt };
  } catch (error) {
    const id = (item as { id?: unknown } | null)?.id;
    return { id: typeof id === 'string' && id ? id : where, error: (error as Error).message };
  }
}
