import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ReceiptSchema,
  RunResponseSchema,
  SessionSchema,
  ChainSchema,
  SchemaError,
  parseWith,
  isPlainId,
  isKnownStatus,
} from '../../src/spec/index.js';
import { receipt, runResponse, session } from '../fixtures/resources.js';

describe('spec schemas', () => {
  it('accepts the seed shapes', () => {
    assert.equal(parseWith(ReceiptSchema, receipt()).id, 'rcpt_1');
    assert.equal(parseWith(SessionSchema, session()).turn_count, 2);
    assert.equal(parseWith(RunResponseSchema, runResponse()).status, 'GROUND');
  });

  it('keeps an unknown status and session type instead of rejecting them', () => {
    const run = parseWith(RunResponseSchema, runResponse({ status: 'SPECULATIVE' }));
    assert.equal(run.status, 'SPECULATIVE');
    assert.equal(isKnownStatus(run.status), false);
    assert.equal(parseWith(ReceiptSchema, receipt({ session_type: 'vantagepoint' })).session_type, 'vantagepoint');
  });

  it('types the known bridge fields and keeps the others', () => {
    const bridge = { bridge: 'via B', assumptions: ['a'], confidence: 0.4, novelty: { score: 3 } };
    const run = parseWith(RunResponseSchema, runResponse({ bridge }));
    assert.deepEqual(run.bridge, bridge);
    assert.throws(() => parseWith(RunResponseSchema, runResponse({ bridge: { assumptions: 'one' } })), /bridge\.assumptions/);
  });

  it('accepts pruv_id as an alias of attest_id', () => {
    const { attest_id, ...rest } = receipt();
    assert.equal(parseWith(ReceiptSchema, { ...rest, pruv_id: 'att_9' }).attest_id, 'att_9');
    assert.ok(attest_id);
  });

  it('names the path of the first bad field', () => {
    const bad = runResponse();
    (bad.content as Record<string, unknown>).confidence = 'high';
    const error = catchError(() => parseWith(RunResponseSchema, bad, 'run response'));
    assert.ok(error instanceof SchemaError);
    assert.equal(error.path, 'content.confidence');
    assert.match(error.message, /^run response: content\.confidence: /);
  });

  it('rejects wrong types, non-hex roots, non-ISO times and negative lengths', () => {
    for (const patch of [
      { verified: 'yes' },
      { chain_root: 'abc' },
      { chain_root: '0xzz' },
      { created_at: 'yesterday' },
      { chain_length: -1 },
      { chain_length: 1.5 },
      { id: '' },
    ]) {
      assert.throws(() => parseWith(ReceiptSchema, receipt(patch)), SchemaError, JSON.stringify(patch));
    }
    assert.throws(() => parseWith(ReceiptSchema, null), SchemaError);
    assert.throws(() => parseWith(ReceiptSchema, []), SchemaError);
  });

  it('validates chain entries as 64-hex links from GENESIS', () => {
    const h = 'a'.repeat(64);
    const chain = {
      chain_id: 'c1', algorithm: 'xy-sha256-v1', root: `0x${h}`, length: 1,
      entries: [{ index: 0, timestamp: '2026-01-01T00:00:00.000Z', operation: 'run', x: 'GENESIS', y: h, xy: h }],
    };
    assert.equal(parseWith(ChainSchema, chain).entries.length, 1);
    chain.entries[0]!.x = 'not-hex';
    assert.throws(() => parseWith(ChainSchema, chain), /entries\.0\.x/);
  });
});

describe('isPlainId', () => {
  it('accepts plain tokens only', () => {
    for (const id of ['rcpt_1', 'a-b.c', 'A'.repeat(128), '550e8400-e29b-41d4-a716-446655440000']) assert.ok(isPlainId(id), id);
    for (const id of ['', '.', '..', '...', 'a/b', 'a%2Fb', 'a b', '<script>', 'A'.repeat(129), 'é', 42, null, undefined]) {
      assert.equal(isPlainId(id), false, String(id));
    }
  });
});

function catchError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
