/**
 * Where the receipts come from: receipt JSON read from a file or a directory
 * (no network, read synchronously: a file of a few hundred bytes costs less to
 * read directly than a round trip through libuv's thread pool), or ids
 * (arguments or an ids file) fetched from the service.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, sep } from 'node:path';
import { readBadgeReceipt, type BadgeReceipt } from 'reasoning-elements/badge';

/** An entry that is not a receipt a badge can be drawn from, named by its id when it has one, else by its place. */
export interface Unreadable {
  id: string;
  error: string;
}

/** One entry read from a file: the receipt itself, or why it could not be read. */
export type Offline = BadgeReceipt | Unreadable;

export const isUnreadable = (item: Offline): item is Unreadable => 'error' in item;

/** One id per line; blank lines and `#` comments are ignored. */
export function readIdsFile(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/**
 * `path` is one JSON file, or a directory whose `*.json` files (sorted by
 * name) are read; each holds a receipt or an array of receipts. Only what a
 * badge shows is read (`id`, `verified`); a file that does not parse, or an
 * entry without them, becomes an `Unreadable` named after the file (and
 * index), reported like a dead id.
 */
export function readJsonReceipts(path: string): Offline[] {
  const items: Offline[] = [];
  if (!statSync(path).isDirectory()) {
    readFile(path, basename(path), items);
    return items;
  }
  const names = readdirSync(path)
    .filter((n) => n.endsWith('.json'))
    .sort();
  for (const name of names) readFile(`${path}${sep}${name}`, name, items);
  return items;
}

function readFile(path: string, name: string, into: Offline[]): void {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    into.push({ id: name, error: `${name}: not JSON (${(error as Error).message})` });
    return;
  }
  if (!Array.isArray(data)) into.push(read(data, name));
  else for (let i = 0; i < data.length; i++) into.push(read(data[i], name, i));
}

/** The place (`file.json[3]`) is only spelled out when there is an error to name it in. */
function read(item: unknown, name: string, index?: number): Offline {
  try {
    return readBadgeReceipt(item);
  } catch {
    return unreadable(item, index === undefined ? name : `${name}[${index}]`);
  }
}

/** Reads `item` again, now with its place, for an error message that names it. */
function unreadable(item: unknown, where: string): Unreadable {
  const id = (item as { id?: unknown } | null)?.id;
  const named = typeof id === 'string' && id ? id : where;
  try {
    readBadgeReceipt(item, where);
  } catch (error) {
    return { id: named, error: (error as Error).message };
  }
  return { id: named, error: `${where}: not a receipt` };
}
