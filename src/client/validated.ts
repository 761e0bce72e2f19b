/** An answer checked against its schema (reader.ts and chain-pages.ts read with it). */
import type * as v from 'valibot';
import { SchemaError, parseWith } from '../spec/index.js';
import { ReasoningError } from './errors.js';

/** `data` checked against `schema`, or a ReasoningError of `kind` naming what and where it failed. */
export function validated<S extends v.GenericSchema>(
  schema: S,
  data: unknown,
  what: string,
  kind: 'invalid-response' | 'bad-request',
): v.InferOutput<S> {
  try {
    return parseWith(schema, data, what);
  } catch (error) {
    if (error instanceof SchemaError) throw new ReasoningError(kind, error.message, { path: error.path, cause: error });
    throw error;
  }
}
