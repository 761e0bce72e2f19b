/**
 * The console's transcript, kept by the page because the service keeps no
 * conversation. Stored in sessionStorage (per tab, survives a reload) as a
 * versioned record; anything unreadable — corrupt JSON, another version, a
 * turn that no longer matches the schema — is dropped, never thrown.
 */
import * as v from 'valibot';
import { RunResponseSchema, type RunRequest, type RunResponse } from '../../spec/index.js';

/** One exchange: what was sent and what came back. */
export interface Turn {
  /** Unique within the transcript (used for element ids). */
  id: string;
  /** The session name the turn was sent under ('' means the service default). */
  sessionName: string;
  input: string;
  response: RunResponse;
  /** ISO time the answer arrived. */
  at: string;
}

interface StoredV1 {
  v: 1;
  turns: Turn[];
  /** Unsent text in the input box. */
  draft?: string;
  /** The session name last typed in the field. */
  sessionName?: string;
}

/** What a console restores after a reload. */
export interface Saved {
  turns: Turn[];
  draft: string;
  sessionName: string;
}

const EMPTY: Saved = { turns: [], draft: '', sessionName: '' };

export const STORAGE_VERSION = 1;
export const STORAGE_PREFIX = 'reasoning-console:v1:';
/** Oldest turns are dropped beyond this, so storage never fills up. */
export const MAX_TURNS = 200;

const TurnSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  sessionName: v.string(),
  input: v.string(),
  response: RunResponseSchema,
  at: v.string(),
});

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined; // blocked by the browser's privacy settings
  }
}

export class TranscriptStore {
  readonly key: string;
  constructor(name: string) {
    this.key = STORAGE_PREFIX + name;
  }

  /** The stored turns and draft; empty when nothing (readable) is stored. */
  load(): Saved {
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(this.key) ?? null;
    } catch {
      return { ...EMPTY, turns: [] };
    }
    if (!raw) return { ...EMPTY, turns: [] };
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return { ...EMPTY, turns: [] };
    }
    if (!data || typeof data !== 'object' || (data as { v?: unknown }).v !== STORAGE_VERSION) return { ...EMPTY, turns: [] };
    const record = data as Partial<StoredV1>;
    const turns: Turn[] = [];
    for (const item of Array.isArray(record.turns) ? record.turns : []) {
      const parsed = v.safeParse(TurnSchema, item);
      if (parsed.success) turns.push(parsed.output as Turn);
    }
    return {
      turns: turns.slice(-MAX_TURNS),
      draft: typeof record.draft === 'string' ? record.draft : '',
      sessionName: typeof record.sessionName === 'string' ? record.sessionName : '',
    };
  }

  /** Saves; false when storage is unavailable or full (the page keeps working). */
  save({ turns, draft, sessionName }: Saved): boolean {
    const record: StoredV1 = {
      v: STORAGE_VERSION,
      turns: turns.slice(-MAX_TURNS),
      ...(draft ? { draft } : {}),
      ...(sessionName ? { sessionName } : {}),
    };
    try {
      const s = storage();
      if (!s) return false;
      s.setItem(this.key, JSON.stringify(record));
      return true;
    } catch {
      return false;
    }
  }

  clear(): void {
    try {
      storage()?.removeItem(this.key);
    } catch {
      /* nothing stored, nothing to clear */
    }
  }
}

let counter = 0;
/** A turn id unique within this page. */
export function newTurnId(): string {
  counter += 1;
  return `t${Date.now().toString(36)}${counter.toString(36)}`;
}

/** The turn an answer makes: what was sent, under which session name ('' for the default), and when it arrived. */
export function turnOf(request: RunRequest, response: RunResponse): Turn {
  return { id: newTurnId(), sessionName: request.session_name ?? '', input: request.input, response, at: new Date().toISOString() };
}

/** The transcript's storage slot for an element: its `storage-key`, else the page path (plus the element's id). */
export function storageName(storageKey: string | undefined, id: string): string {
  return storageKey || `${globalThis.location?.pathname ?? ''}${id ? `#${id}` : ''}`;
}
