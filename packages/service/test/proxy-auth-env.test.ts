/**
 * The built-in proxy of `reasoning-service` with sign-in from its environment
 * (REASONING_PROXY_JWT_SECRET): only callers with a valid JWT run, and two
 * users who use the same session name and Idempotency-Key against the real
 * embedded service get two chains and never each other's answer.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SignJWT } from 'jose';
import { createStack, type Stack } from '../src/stack.js';
import { listen, type Listening } from '../../proxy/src/adapters/node.js';

const SECRET = 'a-jwt-secret-for-tests-0123456789abcdef';
const token = (sub: string, secret = SECRET) =>
  new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuedAt().setExpirationTime('5m').sign(new TextEncoder().encode(secret));

describe('reasoning-service proxy with REASONING_PROXY_JWT_SECRET', () => {
  let stack: Stack;
  let server: Listening;
  before(async () => {
    stack = createStack({ env: { REASONING_PROXY_JWT_SECRET: SECRET }, proxy: { rateLimit: false, log: () => {} } });
    server = await listen(stack, { port: 0 });
  });
  after(async () => {
    await server.close();
    await stack.close();
  });

  const run = async (headers: Record<string, string>, body: unknown = { input: 'Is the chain intact?', session_name: 'notes' }) => {
    const res = await fetch(`${server.url}/proxy/run`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as any, replayed: res.headers.get('idempotent-replayed') };
  };

  it('refuses a caller without a valid token with 401', async () => {
    assert.equal((await run({})).status, 401);
    assert.equal((await run({ authorization: `Bearer ${await token('alice', 'another-secret-of-enough-length-0123456')}` })).status, 401);
  });

  it('gives two users of "notes" two chains, and never one user\'s replay to another', async () => {
    const alice = { authorization: `Bearer ${await token('alice')}` };
    const bob = { authorization: `Bearer ${await token('bob')}` };
    const a1 = await run({ ...alice, 'idempotency-key': 'turn-1' });
    const b1 = await run({ ...bob, 'idempotency-key': 'turn-1' });
    assert.equal(a1.status, 200);
    assert.equal(b1.status, 200);
    assert.notEqual(a1.json.chain.id, b1.json.chain.id, 'two chains');
    assert.notEqual(a1.json.receipt.session_id, b1.json.receipt.session_id);
    assert.equal(b1.replayed, null, 'bob was not answered from alice\'s run');
    const a2 = await run({ ...alice, 'idempotency-key': 'turn-1' });
    assert.equal(a2.replayed, 'true', 'alice\'s own retry is a replay');
    assert.equal(a2.json.receipt.session_id, a1.json.receipt.session_id);
    const a3 = await run(alice);
    assert.equal(a3.json.chain.id, a1.json.chain.id, 'alice\'s next turn extends her chain');
    assert.equal(a3.json.chain.length, 2);
  });
});
