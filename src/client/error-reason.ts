/** What a ReasoningError says as a code and values (`ErrorReason`, errors.ts), for pages that say it in their own words. */
import { DEFAULT_MESSAGES, statusLine, type ErrorKind, type ErrorReason } from './errors.js';

/** The error's ErrorReason, or undefined when its message is the service's own words: show it as is. */
export function errorReason(error: { kind?: unknown; status?: unknown; message?: unknown; reason?: unknown }): ErrorReason | undefined {
  // The client's own messages carry their reason from where they are made.
  if (error.reason && typeof error.reason === 'object') return error.reason as ErrorReason;
  const kind = error.kind as ErrorKind;
  const message = typeof error.message === 'string' ? error.message : '';
  if (Object.hasOwn(DEFAULT_MESSAGES, kind) && (message === '' || message === DEFAULT_MESSAGES[kind])) return { code: kind, values: {} };
  if (typeof error.status === 'number' && Object.hasOwn(DEFAULT_MESSAGES, kind) && message === statusLine(error.status)) {
    return { code: kind, values: { status: error.status } };
  }
  return undefined;
}
