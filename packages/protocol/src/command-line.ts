/**
 * What the packages' commands (reasoning-service, reasoning-badges, reasoning-verify) say alike: a usage
 * error of node:util's parseArgs in the command's own words (Node's own text ends on an unbalanced quote and
 * advice about `--`), and a hint when a base URL answers "No such route" because it lacks the `/api` the
 * service's layout puts its API under.
 */

/** The option a parseArgs message names, long form first (`'-o, --out <value>'` gives `--out`). */
function optionIn(message: string): string {
  return /(--[\w-]+)/.exec(message)?.[1] ?? /'(-\w)/.exec(message)?.[1] ?? 'an option';
}

/** A parseArgs error as one short line; anything else's message unchanged. */
export function usageProblem(error: unknown): string {
  const { code, message = String(error) } = (error ?? {}) as { code?: unknown; message?: string };
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${optionIn(message)}`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE': {
      const option = optionIn(message);
      if (/does not take an argument/.test(message)) return `${option} takes no value`;
      if (/ambiguous/.test(message)) return `${option} needs a value (write ${option}=VALUE for one that starts with "-")`;
      return `${option} needs a value`;
    }
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument ${/'([^']*)'/.exec(message)?.[1] ?? ''}`.trim();
    default:
      return message;
  }
}

/**
 * For a failure `message` got from `baseUrl`: a hint when the service answered "No such route" and the
 * base URL's path does not end in `/api`; else ''.
 */
export function baseUrlHint(baseUrl: string, message: string): string {
  if (!/^No such route\b/.test(message)) return '';
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return '';
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (path.endsWith('/api')) return '';
  return `the base URL ${url.origin}${path} answers "No such route": the service's API is under /api (try ${url.origin}${path}/api)`;
}
