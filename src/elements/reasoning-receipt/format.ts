/**
 * Pure formatting for the receipt card: hashes shortened for reading, times
 * in the element's language and relative to now, session types in words. No DOM.
 */
import { isKnownSessionType } from '../../spec/index.js';

/** `0x1234abcd…ef01`: the head and tail a person compares; the full value stays available. */
export function shortHash(value: string, head = 8, tail = 6): string {
  const prefix = value.startsWith('0x') ? '0x' : '';
  const body = value.slice(prefix.length);
  if (body.length <= head + tail + 1) return value;
  return `${prefix}${body.slice(0, head)}…${body.slice(-tail)}`;
}

const SESSION_TYPE_WORDS = {
  reasoning: 'Reasoning',
  structured_thinking: 'Structured thinking',
};

/** Known session types in words (English unless `words` says them otherwise); any other type exactly as the service sent it. */
export function sessionTypeLabel(type: string, words: Record<keyof typeof SESSION_TYPE_WORDS, string> = SESSION_TYPE_WORDS): string {
  return isKnownSessionType(type) ? words[type as keyof typeof SESSION_TYPE_WORDS] : type;
}

export interface FormattedTime {
  /** The instant as sent (ISO 8601), or the raw text when it does not parse. */
  iso: string;
  /** Local date and time, e.g. "Nov 1, 2026, 11:00 AM". */
  local: string;
  /** "5 minutes ago", "in 2 days"; '' when the time does not parse. */
  relative: string;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** One formatter per kind and language: making one costs far more than using it (the first, tens of ms). */
const formatters = new Map<string, Intl.RelativeTimeFormat | Intl.DateTimeFormat>();
const formatterKey = (kind: 'date' | 'relative', locale: string | undefined) => `${kind} ${locale ?? ''}`;
function formatter<T extends Intl.RelativeTimeFormat | Intl.DateTimeFormat>(kind: 'date' | 'relative', locale: string | undefined, make: () => T): T {
  const key = formatterKey(kind, locale);
  let made = formatters.get(key) as T | undefined;
  if (!made) formatters.set(key, (made = make()));
  return made;
}

const dateFormatter = (locale: string | undefined) =>
  formatter('date', locale, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));
const relativeFormatter = (locale: string | undefined) =>
  formatter('relative', locale, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

/**
 * Makes `locale`'s formatters while the browser is idle (a card calls it when it connects, before its
 * receipt has arrived): the first of each costs tens of milliseconds, which would otherwise land in
 * the task that draws the card.
 */
export function prepareFormatters(locale: string | undefined): void {
  if (formatters.has(formatterKey('date', locale))) return;
  const make = () => {
    try {
      dateFormatter(locale);
      relativeFormatter(locale);
    } catch {
      // A tag Intl refuses: formatTime says so when it is used.
    }
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(make, { timeout: 1000 });
  else setTimeout(make);
}

/** "3 minutes ago" for `date` seen at `now`, in `locale` (the element's language; the browser's when left out). */
export function relativeTime(date: Date, now: Date = new Date(), locale?: string): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = relativeFormatter(locale);
  if (Math.abs(seconds) < 10) return format.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}

export function formatTime(iso: string, now: Date = new Date(), locale?: string): FormattedTime {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { iso, local: iso, relative: '' };
  const local = dateFormatter(locale).format(date);
  return { iso: date.toISOString(), local, relative: relativeTime(date, now, locale) };
}

