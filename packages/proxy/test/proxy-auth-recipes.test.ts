/**
 * The docs' sign-in recipes, run as a user would (`node` in a fresh project
 * against this checkout's build): a dashboard's signed session cookie, a JWT
 * checked with `jose` against a JWKS served here on 127.0.0.1, and an identity
 * header believed only from the trusted front's address. Each: no identity,
 * no upstream call; each user's own chain.
 */
import { strict as assert } from 'node:assert';
import { createHmac } from 'node:crypto';
import { copyFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { KEY, listen, startUpstream, type FakeUpstream } from '../../../test/helpers/proxy.js';
import { ROOT, userProject } from '../../../test/helpers/packages.js';
import { startRecipe } from './recipe-process.js';

const FILES = ['proxy-auth-cookie.mjs', 'proxy-auth-jwt.mjs', 'proxy-auth-header.mjs'];
const SESSION_SECRET = 'the-dashboard-cookie-signing-secret-0123456789';
let project: string;
let upstream: FakeUpstream;

const run = (url: string, headers: Record<string, string> = {}, body: unknown = { input: 'x', session_name: 'notes' }) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const sessionName = (i: number) => (JSON.parse(upstream.seen[i]!.body) as { session_name: string }).session_name;

before(async () => {
  project = userProject('proxy-auth-recipes-');
  for (const file of FILES) copyFileSync(join(ROOT, 'docs/recipes', file), join(project, file));
  upstream = await startUpstream();
});
after(async () => {
  await upstream.close();
  rmSync(project, { recursive: true, force: true });
});

describe('the sign-in recipes', () => {
  it('a signed session cookie: a good cookie is its user, a forged or expired one is 401', async () => {
    const proxy = await startRecipe(project, 'proxy-auth-cookie.mjs', { REASONING_BASE_URL: upstream.url, REASONING_API_KEY: KEY, SESSION_SECRET });
    try {
      const cookie = (user: string, expires: number, secret = SESSION_SECRET) =>
        `theme=dark; session=${user}.${expires}.${createHmac('sha256', secret).update(`${user}.${expires}`).digest('base64url')}`;
      const later = Math.floor(Date.now() / 1000) + 3600;
      const start = upstream.seen.length;
      assert.equal((await run(proxy.url)).status, 401);
      assert.equal((await run(proxy.url, { cookie: cookie('alice', later, 'not-the-dashboard-secret-0123456789abc') })).status, 401);
      assert.equal((await run(proxy.url, { cookie: cookie('alice', Math.floor(Date.now() / 1000) - 10) })).status, 401);
      assert.equal(upstream.seen.length, start, 'nothing reached the upstream');
      assert.equal((await run(proxy.url, { cookie: cookie('alice', later) })).status, 200);
      assert.equal((await run(proxy.url, { cookie: cookie('bob', later) })).status, 200);
      assert.notEqual(sessionName(start), sessionName(start + 1), 'alice\'s and bob\'s "notes" are two chains');
      assert.doesNotMatch(upstream.seen[start]!.body + JSON.stringify(upstream.seen[start]!.headers), /alice|session=/);
    } finally {
      await proxy.stop();
    }
  });

  it('a JWT against a JWKS on 127.0.0.1: a good token is its sub; none, forged, expired or for another audience is 401', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const other = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    const jwks = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    const port = await listen(jwks);
    const issuer = 'https://auth.example.test/';
    const sign = (sub: string, { key = privateKey, audience = 'dashboard', expires = '5m' } = {}) =>
      new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setSubject(sub).setIssuer(issuer).setAudience(audience).setIssuedAt().setExpirationTime(expires).sign(key);
    const proxy = await startRecipe(project, 'proxy-auth-jwt.mjs', {
      REASONING_BASE_URL: upstream.url,
      REASONING_API_KEY: KEY,
      JWKS_URL: `http://127.0.0.1:${port}/.well-known/jwks.json`,
      JWT_ISSUER: issuer,
      JWT_AUDIENCE: 'dashboard',
    });
    try {
      const start = upstream.seen.length;
      const bearer = async (token: Promise<string> | string) => ({ authorization: `Bearer ${await token}` });
      assert.equal((await run(proxy.url)).status, 401);
      assert.equal((await run(proxy.url, await bearer(sign('alice', { key: other.privateKey })))).status, 401);
      assert.equal((await run(proxy.url, await bearer(sign('alice', { expires: Math.floor(Date.now() / 1000) - 60 } as never)))).status, 401);
      assert.equal((await run(proxy.url, await bearer(sign('alice', { audience: 'another-app' })))).status, 401);
      assert.equal((await run(proxy.url, await bearer('not.a.jwt'))).status, 401);
      assert.equal(upstream.seen.length, start, 'nothing reached the upstream');
      const res = await run(proxy.url, await bearer(sign('alice')));
      assert.equal(res.status, 200);
      assert.equal((await run(proxy.url, await bearer(sign('bob')))).status, 200);
      assert.notEqual(sessionName(start), sessionName(start + 1));
      assert.equal(upstream.seen[start]!.headers.authorization, `Bearer ${KEY}`, 'the user\'s token never goes upstream');
    } finally {
      await proxy.stop();
      jwks.closeAllConnections();
      await new Promise((resolve) => jwks.close(resolve));
    }
  });

  it('an identity header counts only from the trusted front\'s address', async () => {
    const env = { REASONING_BASE_URL: upstream.url, REASONING_API_KEY: KEY };
    const fromFront = await startRecipe(project, 'proxy-auth-header.mjs', { ...env, FRONT_ADDRESS: '127.0.0.1' });
    const fromElsewhere = await startRecipe(project, 'proxy-auth-header.mjs', { ...env, FRONT_ADDRESS: '10.20.30.40' });
    try {
      const start = upstream.seen.length;
      assert.equal((await run(fromElsewhere.url, { 'x-auth-request-email': 'alice@example.com' })).status, 401, 'anyone could write the header');
      assert.equal((await run(fromFront.url)).status, 401);
      assert.equal(upstream.seen.length, start);
      assert.equal((await run(fromFront.url, { 'x-auth-request-email': 'alice@example.com' })).status, 200);
      assert.doesNotMatch(upstream.seen[start]!.body, /alice/);
    } finally {
      await Promise.all([fromFront.stop(), fromElsewhere.stop()]);
    }
  });
});
