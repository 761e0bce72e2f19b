/**
 * The in-memory limiter under a flood of distinct clients: bounded memory,
 * a client over its budget is never forgotten (a flood must not hand it a
 * fresh budget), stale clients leave, and new clients still get in while
 * there is anyone within budget to make room. On a fake clock.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MemoryRateLimitStore, SlidingWindowLimiter } from '../src/index.js';

const WINDOW = 60_000;

describe('SlidingWindowLimiter at its client cap', () => {
  it('never forgives a client over its budget, however many new clients arrive', () => {
    let now = 1_000 * WINDOW + 10_000;
    const limiter = new SlidingWindowLimiter({ windowMs: WINDOW, max: 3, maxClients: 1000 }, () => now);
    for (let i = 0; i < 3; i++) assert.equal(limiter.hit('abuser').allowed, true);
    assert.equal(limiter.hit('abuser').allowed, false);
    for (let i = 0; i < 50_000; i++) {
      limiter.hit(`flood-${i}`);
      if (i % 5000 === 0) assert.equal(limiter.hit('abuser').allowed, false, `still refused after ${i} new clients`);
    }
    assert.ok(limiter.size <= 1000, `bounded: ${limiter.size}`);
    assert.equal(limiter.hit('abuser').allowed, false);
    now += 2 * WINDOW;
    assert.equal(limiter.hit('abuser').allowed, true, 'its own window passing is what frees it');
  });

  it('keeps memory bounded at 200,000 distinct clients and still admits new ones', () => {
    const now = 7 * WINDOW;
    const limiter = new SlidingWindowLimiter({ windowMs: WINDOW, max: 10, maxClients: 5000 }, () => now);
    let admitted = 0;
    for (let i = 0; i < 200_000; i++) if (limiter.hit(`c${i}`).allowed) admitted++;
    assert.equal(admitted, 200_000, 'every client within budget gets in');
    assert.equal(limiter.size, 5000);
  });

  it('refuses a new client while every client it could replace is over budget, until a window frees one', () => {
    let now = 3 * WINDOW;
    const limiter = new SlidingWindowLimiter({ windowMs: WINDOW, max: 1, maxClients: 4 }, () => now);
    for (const c of ['a', 'b', 'c', 'd']) {
      assert.equal(limiter.hit(c).allowed, true);
      assert.equal(limiter.hit(c).allowed, false);
    }
    const newcomer = limiter.hit('e');
    assert.equal(newcomer.allowed, false);
    assert.ok(newcomer.retryAfterSeconds >= 1);
    for (const c of ['a', 'b', 'c', 'd']) assert.equal(limiter.hit(c).allowed, false, `${c} kept its count`);
    now += 2 * WINDOW;
    assert.equal(limiter.hit('e').allowed, true);
  });

  it('drops clients idle for two windows as later requests come', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter({ windowMs: 1_000, max: 5 }, () => now);
    for (let i = 0; i < 10_000; i++) limiter.hit(`client-${i}`);
    now += 5_000;
    for (let i = 0; i < 100; i++) limiter.hit('late');
    assert.equal(limiter.size, 1);
  });

  it('takes its cap through the memory store', () => {
    const store = new MemoryRateLimitStore({ maxClients: 10 });
    const policy = { windowMs: WINDOW, max: 1 };
    for (let i = 0; i < 10; i++) store.hit(`x${i}`, policy);
    for (let i = 0; i < 10; i++) assert.equal(store.hit(`x${i}`, policy).allowed, false);
    assert.equal(store.hit('new', policy).allowed, false, 'all ten are over budget: none is replaced');
  });
});
