/**
 * Where the receipts come from: ids (arguments or an ids file) fetched from
 * the service, or receipt JSON files read from a directory (no network).
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ReasoningClient } from '../../client/index.js';
import { ReceiptSchema, isPlainId, parseWith, type Receipt } from '../../spec/index.js';

export interface Job {
  /** The receipt id, also the file name. */
  id: string;
  load(signal: AbortSignal): Promise<Receipt>;
}

/** One id per line; blank lines and `#` comments are ignored. */
export async function readIdsFile(path: string): Promise<string[]> {
  const text = await readFile(path, 'utf8');
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

export function fetchJobs(ids: string[], client: ReasoningClient): Job[] {
  return ids.map((id) => ({ id, load: (signal) => client.getReceipt(id, { signal }) }));
}

/**
 * Every `*.json` file in `dir` holds a receipt, or an array of receipts. Each
 * receipt is checked against the schema; a file that does not parse becomes a
 * job that fails with the file's name, so it is reported like a dead id.
 */
export async function jsonJobs(dir: string): Promise<Job[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  const jobs: Job[] = [];
  for (const name of names) {
    const path = join(dir, name);
    let data: unknown;
    try {
      data = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      const message = `${name}: not JSON (${(error as Error).message})`;
      jobs.push({ id: name, load: () => Promise.reject(new Error(message)) });
      continue;
    }
    const items = Array.isArray(data) ? data : [data];
    items.forEach((item, i) => {
      const where = Array.isArray(data) ? `${name}[${i}]` : name;
      try {
        const receipt = parseWith(ReceiptSchema, item, where);
        jobs.push({ id: receipt.id, load: () => Promise.resolve(receipt) });
      } catch (error) {
        const id = item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string' ? (item as { id: string }).id : where;
        const message = (error as Error).message;
        jobs.push({ id, load: () => Promise.reject(new Error(message)) });
      }
    });
  }
  return jobs;
}

/** Drops repeated ids (first wins) and splits off ids that cannot be file names. */
export function dedupe(jobs: Job[]): { jobs: Job[]; refused: string[] } {
  const seen = new Set<string>();
  const out: Job[] = [];
  const refused: string[] = [];
  for (const job of jobs) {
    if (seen.has(job.id)) continue;
    seen.add(job.id);
    if (isPlainId(job.id)) out.push(job);
    else refused.push(job.id);
  }
  return { jobs: out, refused };
}
