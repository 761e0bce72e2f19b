/**
 * The Node proxy recipes of the docs (docs/recipes/proxy-node.mjs and
 * proxy-node-redis.mjs), run as a user would: copied into a fresh project where
 * `@reasoning-elements/proxy` resolves to this checkout's build, and started
 * with plain `node`. test/node/docs.test.ts checks that the pages show them as they are.
 */
import { strict as assert } from 'node:assert';
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startRedis } from '../../../test/server/proxy-redis-server.js';
import { KEY, startUpstream, type FakeUpstream } from '../../../test/helpers/proxy.js';
import { ROOT, userProject } from '../../../test/helpers/packages.js';
import { startRecipe as runRecipe, type Instance } from './recipe-process.js';

const RECIPES = { single: 'proxy-node.mjs', redis: 'proxy-node-redis.mjs' } as const;
let project: string;
const BODY = JSON.stringify({ input: 'Is the chain intact?' });

/** Starts a recipe with `node`, on a port the kernel picks, and resolves with the URL it prints. */
const startRecipe = (name: keyof typeof RECIPES, env: Record<string, string>): Promise<Instance> => runRecipe(project, RECIPES[name], env);

async function post(url: string): Promise<{ status: number; text: string; headers: Headers }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** `n` POSTs, `concurrency` at a time, spread round-robin over `urls`. */
async function load(urls: string[], n: number, concurrency: number) {
  const answers: { status: number; text: string; headers: Headers }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      answers.push(await post(urls[i % urls.length]!));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}

const count = (answers: { status: number }[], status: number) => answers.filter((a) => a.status === status).length;

describe('the docs\' Node proxy recipes', () => {
  let upstream: FakeUpstream;
  before(async () => {
    project = userProject('proxy-recipes-');
    for (const file of Object.values(RECIPES)) copyFileSync(join(ROOT, 'docs/recipes', file), join(project, file));
    upstream = await startUpstream();
  });
  after(async () => {
    await upstream.close();
    rmSync(project, { recursive: true, force: true });
  });

  it('one instance: 60 requests per client per minute, the key added upstream and never answered', async () => {
    const proxy = await startRecipe('single', { REASONING_BASE_URL: upstream.url, REASONING_API_KEY: KEY });
    try {
      const seenBefore = upstream.seen.length;
      const answers = await load([proxy.url], 61, 4);
      assert.equal(count(answers, 200), 60);
      assert.equal(count(answers, 429), 1);
      assert.equal(upstream.seen.length - seenBefore, 60);
      assert.equal(upstream.seen.at(-1)!.headers.authorization, `Bearer ${KEY}`);
      for (const a of answers) assert.ok(!a.text.includes(KEY) && ![...a.headers.values()].some((v) => v.includes(KEY)));
    } finally {
      await proxy.stop();
    }
  });

  it('one instance with REASONING_API_KEY=none: forwards with no key header, for a server without auth', async () => {
    const proxy = await startRecipe('single', { REASONING_BASE_URL: upstream.url, REASONING_API_KEY: 'none' });
    try {
      const seenBefore = upstream.seen.length;
      const answer = await post(proxy.url);
      assert.equal(answer.status, 200);
      assert.equal(upstream.seen.length - seenBefore, 1);
      assert.equal(upstream.seen.at(-1)!.headers.authorization, undefined);
    } finally {
      await proxy.stop();
    }
  });

  it('many instances on one Redis: two processes give a client exactly 60 per minute between them', { timeout: 60_000 }, async () => {
    const redis = await startRedis();
    const env = { REASONING_BASE_URL: upstream.url, REASONING_API_KEY: KEY, REASONING_PROXY_REDIS_URL: redis.url };
    const instances = await Promise.all([startRecipe('redis', env), startRecipe('redis', env)]);
    try {
      const seenBefore = upstream.seen.length;
      const answers = await load(instances.map((i) => i.url), 90, 10);
      const statuses = answers.map((a) => (a.status === 200 || a.status === 429 ? a.status : `${a.status} ${a.text}`)).filter((x) => x !== 200 && x !== 429);
      assert.equal(count(answers, 200), 60, `exactly the budget, not one per process; others: ${statuses.join(', ')}; stderr: ${instances.map((i) => i.stderr()).join(' | ')}`);
      assert.equal(count(answers, 429), 30);
      assert.equal(upstream.seen.length - seenBefore, 60);
      for (const a of answers.filter((x) => x.status === 429)) {
        assert.equal(a.headers.get('ratelimit-limit'), '60');
        assert.ok(Number(a.headers.get('retry-after')) >= 1);
      }
    } finally {
      await Promise.all(instances.map((i) => i.stop()));
      await redis.stop();
    }
  });
});
