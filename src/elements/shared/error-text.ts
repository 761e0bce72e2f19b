/**
 * A client error in the element's language: the client's own messages and
 * each kind's default are said from terms (src/client/errors.ts gives them as
 * codes); the service's own words are shown as they are, with bidirectional
 * controls made visible (a message may quote what the service sent). English
 * pages show the message otherwise unchanged.
 */
import { errorReason } from '../../client/error-reason.js';
import type { ErrorReason } from '../../client/errors.js';
import { neutralizeBidi } from '../../badge/text.js';
import type { Localize } from '../../i18n/localize.js';
import type { TermKey } from '../../i18n/types.js';

const KEYS: Record<ErrorReason['code'], TermKey> = {
  'bad-request': 'errBadRequest',
  unauthorized: 'errUnauthorized',
  tier: 'errTier',
  'not-found': 'errNotFound',
  'rate-limited': 'errRateLimited',
  server: 'errServer',
  network: 'errNetwork',
  timeout: 'errTimeout',
  'invalid-response': 'errInvalid',
  'timeout-after': 'errTimeoutAfter',
  'not-json': 'errNotJson',
  'bad-json': 'errBadJson',
  'too-large': 'errTooLarge',
  'refused-id': 'errRefusedId',
};

export function errorText(localize: Localize, error: unknown): string {
  const e = (error && typeof error === 'object' ? error : { message: String(error) }) as { kind?: unknown; status?: unknown; message?: unknown };
  const message = neutralizeBidi(typeof e.message === 'string' ? e.message : '');
  if (localize.english) return message;
  if (e.kind === 'insecure') return localize.t('insecure');
  const reason = errorReason(e);
  if (!reason) return message;
  const { status, ...values } = reason.values;
  const text = localize.t(KEYS[reason.code], values);
  return status === undefined ? text : localize.t('errWithStatus', { text, status: String(status) });
}
