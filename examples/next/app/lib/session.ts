// The dashboard's own sign-in, kept minimal: a cookie holding the user's name and an HMAC of it made with
// SESSION_SECRET. A real app has its own (Auth.js, a session store…): the proxy only needs `userFrom`.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'session';

function secret(): string {
  const value = process.env.SESSION_SECRET;
  if (!value || value.length < 32) throw new Error('Set SESSION_SECRET (32 characters or more) to sign sessions.');
  return value;
}

const mac = (user: string) => createHmac('sha256', secret()).update(user).digest('base64url');

/** The cookie value for `user`. */
export function sessionFor(user: string): string {
  return `${user}.${mac(user)}`;
}

/** The signed-in user a cookie value names, or undefined when it is missing or forged. */
export function userFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const user = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(mac(user));
  return given.length === expected.length && timingSafeEqual(given, expected) ? user : undefined;
}
