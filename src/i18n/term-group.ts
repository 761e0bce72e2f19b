/**
 * A term and a group of terms: what the English tables (lang/en.*.ts) are written in. A module of its own,
 * below types.ts, which derives every term's key from those tables.
 */
export interface PluralForms {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

export type Term = string | PluralForms;

/** One language's words for a group: every key of the English group. */
export type Terms<English> = { [K in keyof English]: Term };

/** The parts of the UI, each with a group of terms. */
export type PartName = 'badge' | 'receipt' | 'check' | 'errors' | 'console' | 'turn' | 'problems' | 'chain' | 'claims';

/** A group of terms: English built in; in every other shipped language a module loaded on demand (lang/<code>.<name>.ts). */
export interface TermGroup<English extends object = object> {
  name: PartName;
  en: English;
}
