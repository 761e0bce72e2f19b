/**
 * English words of the client's errors (src/client/error-reason.ts `errorReason`), said by the receipt card
 * and the console when the page speaks another language (in English the client's own
 * message is shown, unchanged): built in. `{name}` is
 * filled in; an object of plural forms is chosen by `{count}` (Intl.PluralRules).
 * The other languages' words are modules of their own (lang/<code>.ts), loaded when spoken.
 */
import type { TermGroup } from '../term-group.js';

export const errorTerms = {
  errBadRequest: 'The request was refused as invalid.',
  errUnauthorized: 'The API key is missing or not valid.',
  errTier: 'This API key is not allowed to do that.',
  errNotFound: 'Not found.',
  errRateLimited: 'Too many requests; try again later.',
  errServer: 'The service had an internal error.',
  errNetwork: 'The service could not be reached.',
  errTimeout: 'The service did not answer in time.',
  errInvalid: 'The service sent an answer that could not be read.',
  errWithStatus: '{text} (HTTP {status})',
  errTimeoutAfter: 'No answer within {ms} ms.',
  errNotJson: 'Expected JSON, got “{type}”.',
  errBadJson: 'The answer is not valid JSON.',
  errTooLarge: 'The answer is larger than {bytes} bytes.',
  errRefusedId: 'Refused id: use letters, digits, “_”, “-” or “.”.',
};

export const errorsGroup: TermGroup<typeof errorTerms> = {
  name: 'errors',
  en: errorTerms,
};
