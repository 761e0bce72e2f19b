/**
 * English words of `<reasoning-console>`'s explanations of a failed run: built in. `{name}` is
 * filled in; an object of plural forms is chosen by `{count}` (Intl.PluralRules).
 * The other languages' words are modules of their own (lang/<code>.ts), loaded when spoken.
 */
import type { TermGroup } from '../term-group.js';

export const problemTerms = {
  cancelledTitle: 'Cancelled',
  cancelledText: 'You cancelled this request. Your input is kept. The service may still have recorded the turn.',
  tooLargeTitle: 'The input is too large',
  tooLargeText: 'The request was larger than the service accepts ({kib} KiB; inputs up to {max} characters). Shorten it, then send again.',
  refusedTitle: 'The service refused the input',
  refusedText: 'The request was not valid. The service said what was wrong below; change the input or the session name, then send again.',
  refusedSilent:
    'The request was not valid, and the service did not say why ({status}). Check the input and the session name, then send again.',
  unauthorizedTitle: 'The console is not set up correctly',
  unauthorizedText:
    'The proxy behind this console sent an API key that the reasoning service does not accept (missing or invalid). For the site owner: check the key the proxy is configured with (REASONING_API_KEY). Nothing you typed caused this.',
  signInTitle: 'Sign in again',
  signInText: 'Your sign-in was not accepted (it may have expired). Sign in again, then send again. Your input is kept.',
  tierTitle: 'This needs the ASI tier',
  tierText:
    'The request uses a feature of the highest tier (ASI), and the API key behind this console is on a lower tier. Use another session, or ask the site owner for an ASI key.',
  rateTitle: 'Too many requests',
  rateText: 'The service is receiving too many requests from here. Wait a little, then send again.',
  rateWait: {
    one: 'The service is receiving too many requests from here. Wait {count} second, then send again.',
    other: 'The service is receiving too many requests from here. Wait {count} seconds, then send again.',
  },
  serverTitle: 'The service had an internal error',
  serverText: 'The reasoning service failed while answering. Your input is kept; you can send it again.',
  serverTextStatus: 'The reasoning service failed while answering (HTTP {status}). Your input is kept; you can send it again.',
  networkTitle: 'The service could not be reached',
  networkText: 'The network or the service is down. Check your connection, then send again.',
  timeoutTitle: 'No answer in time',
  timeoutText: 'The service did not answer in time. It may still have recorded the turn; send again if you want to try once more.',
  timeoutAfter: {
    one: 'The service did not answer within {count} second. It may still have recorded the turn; send again if you want to try once more.',
    other: 'The service did not answer within {count} seconds. It may still have recorded the turn; send again if you want to try once more.',
  },
  unreadableTitle: 'The answer could not be read',
  unreadableText: 'The service answered with something this console cannot read, so nothing was shown.',
  otherTitle: 'Something went wrong',
  otherText: 'The request failed. Your input is kept; you can send it again.',
};

export const problemsGroup: TermGroup<typeof problemTerms> = {
  name: 'problems',
  en: problemTerms,
};
