// The run schema reads the open-source Doorway server's answers (recorded and
// derived) beside the seed's, keeping every field, and still names bad fields.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { nestedReceipt, parseWith, publicReceiptId, RunResponseSchema, SchemaError } from '../../src/spec/index.js';
import { doorwayCases, hostileDoorwayBody, type Recording } from '../fixtures/real/doorway.js';
import { receipt, runResponse } from '../fixtures/resources.js';

const recording = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/real/${name}`, import.meta.url), 'utf8')) as Recording;
const ok = recording('doorway-run-200.json');

function catchSchema(fn: () => unknown): SchemaError {
  try {
    fn();
  } catch (error) {
    if (error instanceof SchemaError) return error;
    throw error;
  }
  throw new Error('did not throw');
}

describe('run schema: the open-source Doorway answer', () => {
  it('reads the recorded 200 and keeps every field exactly', () => {
    const run = parseWith(RunResponseSchema, ok.body, 'run response');
    assert.deepEqual(run, ok.body);
    assert.equal(run.chain.root.startsWith('xy_'), true);
    assert.equal(run.content.success, false);
    assert.equal(run.structure.second_shape, 'decay_system');
    assert.equal(run.structure.all_scores?.trust_system, 0.469);
    assert.equal(publicReceiptId(run.receipt), undefined, 'the nested receipt has no public id');
    assert.equal(nestedReceipt(run.receipt)?.receipt?.entry_count, 2);
  });

  for (const c of doorwayCases(ok)) {
    it(`reads a derived answer: ${c.name}`, () => {
      assert.deepEqual(parseWith(RunResponseSchema, c.body), c.body);
    });
  }

  it('reads an answer whose every string is hostile (the schema does not judge text)', () => {
    const body = hostileDoorwayBody(ok, '<img src=x onerror=alert(1)>');
    assert.deepEqual(parseWith(RunResponseSchema, body), body);
  });

  it('still reads the seed form, now keeping its extra fields', () => {
    const seed = runResponse({ receipt: receipt({ id: 'rcpt_9', novel: { x: 1 } }), chain: { id: 'c', root: `0x${'ab'.repeat(32)}`, length: 1, verified: true, since: 'v2' } });
    const run = parseWith(RunResponseSchema, seed);
    assert.equal(publicReceiptId(run.receipt), 'rcpt_9');
    assert.equal(nestedReceipt(run.receipt), undefined);
    assert.deepEqual((run.receipt as Record<string, unknown>).novel, { x: 1 });
    assert.equal((run.chain as Record<string, unknown>).since, 'v2');
  });

  it('names the bad field in either receipt form and in the new fields', () => {
    const cases: [(b: Record<string, any>) => void, string][] = [
      [(b) => (b.chain.root = 'xy_nothex'), 'chain.root'],
      [(b) => (b.chain.root = `xy_${'a'.repeat(63)}`), 'chain.root'],
      [(b) => (b.receipt.receipt.entry_count = 'two'), 'receipt.receipt.entry_count'],
      [(b) => (b.receipt.chain_root = 'root'), 'receipt.chain_root'],
      [(b) => (b.receipt.receipt = 'x'), 'receipt.receipt'],
      [(b) => (b.structure.all_scores.trust_system = 'high'), 'structure.all_scores.trust_system'],
      [(b) => (b.structure.second_confidence = '0.2'), 'structure.second_confidence'],
      [(b) => (b.content.success = 'no'), 'content.success'],
      [(b) => (b.conflict.directional_conflict = 1), 'conflict.directional_conflict'],
      // A receipt with an id is read as the seed's form, whose id must not be empty.
      [(b) => (b.receipt = { ...b.receipt, id: '' }), 'receipt.id'],
      // Neither form: no id and no nested receipt.
      [(b) => delete b.receipt.receipt, 'receipt.id'],
    ];
    for (const [patch, path] of cases) {
      const body = structuredClone(ok.body) as Record<string, any>;
      patch(body);
      assert.equal(catchSchema(() => parseWith(RunResponseSchema, body)).path, path, path);
    }
  });

  it('accepts what the format allows: null second shape, empty or absent scores, a null xycore receipt', () => {
    const body = structuredClone(ok.body) as Record<string, any>;
    Object.assign(body.structure, { second_shape: null, all_scores: {} });
    body.receipt.receipt = null;
    assert.deepEqual(parseWith(RunResponseSchema, body), body);
    delete body.structure.all_scores;
    delete body.content.success;
    assert.deepEqual(parseWith(RunResponseSchema, body), body);
  });
});
