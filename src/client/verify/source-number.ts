/** A JSON number whose source text is kept (e.g. `1.0`), so int and float stay apart. */
export interface SourceNumber {
  readonly isLosslessNumber: true;
  readonly value: string;
}

export function isSourceNumber(value: unknown): value is SourceNumber {
  return typeof value === 'object' && value !== null && (value as SourceNumber).isLosslessNumber === true
    && typeof (value as SourceNumber).value === 'string';
}
