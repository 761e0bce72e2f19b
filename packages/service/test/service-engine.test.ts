// The Engine interface: the stand-in's rules, and a user's engine replacing it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRuleEngine, FIRE_THRESHOLD, SHAPES, type Engine } from '../src/service.js';
import { startService } from '../../../test/server/harness.js';

const base = { session_name: 'default', session_type: 'reasoning', turn: 0 };

describe('the stand-in engine', () => {
  const engine = createRuleEngine();

  it('scores shapes by keywords: more keywords, higher geometric_confidence, lower gap', async () => {
    const one = await engine.run({ ...base, input: 'a network' });
    const three = await engine.run({ ...base, input: 'a network of nodes and a hub' });
    assert.equal(one.structure.closest_shape, 'network_system');
    assert.equal(three.structure.closest_shape, 'network_system');
    assert.ok(three.structure.geometric_confidence > one.structure.geometric_confidence);
    assert.equal(one.structure.fires, true);
    assert.equal(three.structure.fires, false);
    assert.equal(three.status, 'GROUND');
  });

  it('names only *_system shapes and keeps gap_score = 1 - geometric_confidence', async () => {
    for (const shape of SHAPES) {
      assert.match(shape.name, /_system$/);
      const out = await engine.run({ ...base, input: shape.keywords.slice(0, 2).join(' ') });
      assert.equal(out.structure.closest_shape, shape.name);
      assert.ok(Math.abs(out.structure.gap_score - (1 - out.structure.geometric_confidence)) < 1e-9);
      assert.equal(out.structure.fires, out.structure.gap_score > FIRE_THRESHOLD);
      assert.equal(out.bridge === null, !out.structure.fires);
    }
  });

  it('finds a conflict in opposing absolutes and explains it', async () => {
    const out = await engine.run({ ...base, input: 'Costs always fall and never rise' });
    assert.equal(out.status, 'CONFLICT');
    assert.equal(out.conflict.conflict, true);
    assert.match(out.conflict.message, /"always" and "never"/);
  });
});

describe('a replacement engine', () => {
  it('is used for POST /run', async () => {
    const engine: Engine = {
      name: 'fixed',
      run: ({ input, turn }) => ({
        status: 'GROUND',
        content: { answer: `echo ${input} #${turn}`, confidence: 1, implication: '' },
        structure: { closest_shape: 'custom_system', geometric_confidence: 1, gap_score: 0, fires: false },
        bridge: null,
        conflict: { conflict: false, message: '' },
      }),
    };
    const h = await startService({ engine });
    try {
      await h.run({ input: 'first' });
      const res = await h.run({ input: 'hello' });
      assert.equal(res.status, 200);
      assert.equal(res.body.content.answer, 'echo hello #1');
      assert.equal(res.body.structure.closest_shape, 'custom_system');
    } finally {
      await h.close();
    }
  });

  it('answers 500 engine_error when it returns a malformed result', async () => {
    const engine = { name: 'broken', run: () => ({ status: 'GROUND' }) } as unknown as Engine;
    const h = await startService({ engine });
    try {
      const res = await h.run({ input: 'x' });
      assert.equal(res.status, 500);
      assert.equal(res.body.code, 'engine_error');
    } finally {
      await h.close();
    }
  });
});
