/**
 * English words of `<reasoning-console>`: built in. `{name}` is
 * filled in; an object of plural forms is chosen by `{count}` (Intl.PluralRules).
 * The other languages' words are modules of their own (lang/<code>.ts), loaded when spoken.
 */
import type { TermGroup } from '../term-group.js';

export const consoleTerms = {
  consoleTitle: 'Reasoning console',
  clearTranscript: 'Clear transcript',
  transcript: 'Transcript',
  noTurns: 'No turns yet. Answers appear here.',
  placeholder: 'Ask something…',
  sessionName: 'Session name',
  sessionHint: 'Same name, same chain. Empty uses “{name}”.',
  input: 'Input',
  inputHint: 'Enter sends, Shift+Enter adds a line.',
  inputHintBusy: 'Enter sends, Shift+Enter adds a line, Escape cancels.',
  charCount: '{count} / {max} characters',
  charCountOver: '{count} / {max} characters (too long: the service will refuse it)',
  send: 'Send',
  sending: 'Sending…',
  cancel: 'Cancel',
  alreadySending: 'Already sending. Wait for the answer, or cancel it first.',
  typeFirst: 'Type an input first.',
  cleared: 'Transcript cleared.',
  waitMore: { one: 'Wait {count} more second before sending again.', other: 'Wait {count} more seconds before sending again.' },
  answered: 'Answer {count}: {status}. {answer}',
  answeredNotSaved: 'Answer {count}: {status}. {answer} (This tab could not save the transcript; it will be gone after a reload.)',
  cancelledKept: 'Cancelled. Your input is kept.',
  failedKept: '{title}. Your input is kept.',
  sendAgainIn: 'You can send again in {seconds} s.',
  serviceSaid: 'Service said',
  whatWasWrong: 'What was wrong',
  sendAgain: 'Send again',
  corsFix: "add {origin} to the proxy's allowed origins (REASONING_ALLOWED_ORIGINS, or allowedOrigins in createProxy)",
  corsTitle: "The proxy refused this page's origin",
  corsText:
    'The proxy at {url} is up, but the browser was not allowed to read its answer on {origin} (a cross-origin, CORS, refusal). For the site owner: {fix}. Your input is kept.',
  proxyDownTitle: 'The proxy could not be reached',
  proxyDownText:
    'Nothing readable came back from {url}. Either it is down or unreachable from here, or it refuses pages on {origin} (CORS). For the site owner: check that the proxy runs, and {fix}. Your input is kept.',
  proxyMissingTitle: 'The proxy was not found',
  proxyMissingText:
    'Nothing answers at {url}. For the site owner: point the proxy-url attribute (or <meta name="reasoning:proxy-url">) at the proxy\'s base, the URL before /run, or mount the proxy there.',
  proxyAddress: "this console's proxy address",
  needsScript: 'This console needs JavaScript to send inputs and show answers.',
};

export const consoleGroup: TermGroup<typeof consoleTerms> = {
  name: 'console',
  en: consoleTerms,
};
