// The dashboard's own sign-in, kept minimal: a cookie holding the user's name and an HMAC of it made with
// SESSION_SECRET. A real app has its own (express-session, Passport…): the proxy only needs `userFrom`.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'session';

const secret = process.env.SESSION_SECRET ?? '';
if (secret.length < 32) throw new Error('Set SESSION_SECRET (32 characters or more) to sign sessions.');

const mac = (user) => createHmac('sha256', secret).update(user).digest('base64url');

/** The cookie value for `user`. */
export function sessionFor(user) {
  return `${user}.${mac(user)}`;
}

/** The signed-in user that a Cookie header's session names, or undefined when it is missing or forged. */
export function userFrom(cookieHeader) {
  const value = cookieOf(cookieHeader, SESSION_COOKIE);
  const dot = value?.lastIndexOf('.') ?? -1;
  if (dot <= 0) return undefined;
  const user = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(mac(user));
  return given.length === expected.length && timingSafeEqual(given, expected) ? user : undefined;
}

function cookieOf(header, name) {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
