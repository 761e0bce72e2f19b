import * as v from 'valibot';

/** A value did not match its schema; `path` names the first offending field. */
export class SchemaError extends Error {
  override readonly name = 'SchemaError';
  constructor(
    /** Dotted path of the first bad field, e.g. `content.confidence`; '' for the root. */
    readonly path: string,
    /** Every issue, each as `path: message`. */
    readonly issues: readonly string[],
    what: string,
  ) {
    super(`${what}: ${issues[0] ?? 'invalid value'}`);
  }
}

/** Validates `data` against `schema`, throwing a SchemaError that names the field. */
export function parseWith<TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: unknown,
  what = 'value',
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const issues = result.issues.map((issue) => {
    const path = v.getDotPath(issue) ?? '';
    return `${path || '(root)'}: ${issue.message}`;
  });
  throw new SchemaError(v.getDotPath(result.issues[0]) ?? '', issues, what);
}
