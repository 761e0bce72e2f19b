/**
 * Removes every spelling of the API key an upstream or an error might carry:
 * the raw key, its JSON-escaped and its URL-encoded form. Used on upstream
 * bodies, upstream header values and log lines.
 */
export const REDACTED = '[redacted]';

export function createScrubber(key: string): (text: string) => string {
  const forms = [...new Set([key, JSON.stringify(key).slice(1, -1), encodeURIComponent(key)])];
  return (text) => {
    for (const form of forms) if (text.includes(form)) text = text.split(form).join(REDACTED);
    return text;
  };
}
