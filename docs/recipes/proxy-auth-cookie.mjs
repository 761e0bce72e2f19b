// proxy-auth-cookie.mjs: the dashboard's own login names the user. Its session cookie,
// `session=<user>.<expires>.<HMAC-SHA256(user.expires), base64url>`, is checked here with
// the secret the dashboard signs it with; only a signed-in user's runs reach the service.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { proxyOptionsFromEnv } from '@reasoning-elements/proxy';
import { createNodeFetch, createProxy, listen } from '@reasoning-elements/proxy/node';

const SESSION_SECRET = process.env.SESSION_SECRET; // the dashboard's cookie-signing secret
if (!SESSION_SECRET || SESSION_SECRET.length < 32) throw new Error('Set SESSION_SECRET (32+ characters)');

/** The user the session cookie names, or null: no cookie, a bad signature, or expired. */
function verifySession(request) {
  const value = /(?:^|;\s*)session=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  const [user, expires, mac] = value?.split('.') ?? [];
  if (!user || !expires || !mac) return null;
  const expected = createHmac('sha256', SESSION_SECRET).update(`${user}.${expires}`).digest('base64url');
  if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;
  return Number(expires) * 1000 > Date.now() ? decodeURIComponent(user) : null;
}

const proxy = createProxy({
  ...proxyOptionsFromEnv(process.env), // REASONING_BASE_URL, REASONING_API_KEY, REASONING_PROXY_PUBLIC_ORIGINS, …
  basePath: '/proxy',
  fetch: createNodeFetch(),
  authorize: verifySession, // null: 401, and nothing is sent upstream
  rateLimit: { windowMs: 60_000, max: 30 }, // per user
  quota: { user: { max: 200, windowMs: 86_400_000 } }, // runs per user per day
});
const server = await listen(proxy, { port: Number(process.env.PORT ?? 8788) });
console.log(`proxy on ${server.url}/proxy/run`);
