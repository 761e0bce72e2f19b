// reasoning-verify on long chains: files and stdin read as a stream (stream-json's tokens keep each
// number's text), results identical to verifyChain on the whole file, fields in any order, a progress
// line on a terminal and nothing when stderr is not one, memory bounded, and --receipt-id walking
// the pages of a 10,000-turn session of the embedded service.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyChain, type ChainCheck } from '../../../src/client/index.js';
import { readChainJson } from '../../../src/client/verify/read-json.js';
import { streamChain } from '../src/stream.js';
import { progressLine } from '../src/progress.js';
import { runNode, type Ran } from '../../../test/helpers/run-process.js';
import { startService, waitFor, type Harness } from '../../../test/server/harness.js';
import { TEST_ATTESTOR_PUBLIC_KEY } from '../../../test/server/constants.js';
import { LONG_SESSION, writeServiceJournal, writeXySha256Chain } from '../../../test/bench/long-chains.js';

const CLI = new URL('../src/cli.ts', import.meta.url).pathname;
const BIN = new URL('../bin/reasoning-verify.js', import.meta.url).pathname;
const RUSAGE = new URL('../../../test/bench/rusage.cjs', import.meta.url).pathname;
const fixture = (name: string) => new URL(`../../../test/fixtures/real/${name}`, import.meta.url).pathname;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const XY3_KEY = 'zdBfOpfetgW+Pohbjdh/qhDqhMvw1Q17xbujVhdevVs=';

const runCli = (args: string[], stdin?: string): Promise<Ran> => runNode(['--import', 'tsx', CLI, ...args], { stdin: stdin ?? '' });

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'verify-stream-'));
});
after(() => rm(dir, { recursive: true, force: true }));

async function write(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

/** What reasoning-verify said before it streamed: the whole file through readChainJson, then verifyChain. */
async function wholeFileCheck(text: string, extra: { receipt?: unknown; trustedKeys?: string[] } = {}): Promise<ChainCheck> {
  const read = readChainJson(text);
  assert.ok(read.ok);
  const value = read.value as any;
  const bundle = value && typeof value === 'object' && !Array.isArray(value) && value.chain && typeof value.chain === 'object' && !Array.isArray(value.chain) && !Array.isArray(value.entries);
  const input = bundle ? { chain: value.chain, receipt: value.receipt, attestation: value.attestation } : { chain: value };
  return verifyChain({ ...input, ...extra } as never);
}

const checkOf = (report: Record<string, unknown>): ChainCheck => {
  const { source: _source, chainId: _chainId, ...check } = report;
  return check as unknown as ChainCheck;
};

/** An xycore entry as Python writes it: its y_state's text and timestamp text are what was hashed. */
function pythonEntry(index: number, x: string, stateText: string, timestampText: string) {
  const y = sha256(stateText);
  const operation = index === 0 ? 'start' : 'run';
  const xy = `xy_${sha256(`${x}:${operation}:${y}:${timestampText}`)}`;
  const text = `{"index": ${index}, "timestamp": ${timestampText}, "operation": "${operation}", "x": "${x}", "y": "${y}", "xy": "${xy}", "status": "success", "verified": true, "metadata": {}, "y_state": ${stateText.replace(/([,:])/g, '$1 ')}}`;
  return { text, y, xy };
}

describe('the chain read as a stream', () => {
  it('keeps each number\'s text where a JS number would lose it: 1795411121.0 stays as written', async () => {
    const text = '{"t": 1795411121.0, "i": 7, "f": 0.5, "e": 1e+16, "z": -0.0, "big": 12345678901234567890, "s": [1.50, 2]}';
    const streamed = await streamChain(await write('numbers.json', text));
    assert.equal(streamed.streamed, false);
    const value = (streamed as { value: any }).value;
    // A LosslessNumber of the elements package's own (bundled) copy: compared by what it keeps, not by class.
    assert.equal(value.t.isLosslessNumber, true);
    assert.equal(value.t.value, '1795411121.0');
    assert.equal(value.i, 7);
    assert.equal(value.f, 0.5);
    assert.equal(value.e.value, '1e+16');
    assert.equal(value.z.value, '-0.0');
    assert.equal(value.big.value, '12345678901234567890');
    assert.deepEqual(value.s, [1.5, 2]);
    const whole = readChainJson(text);
    assert.ok(whole.ok);
    const plain = (v: unknown) => JSON.parse(JSON.stringify(v));
    assert.deepEqual(plain(value), plain(whole.value), 'the same values as the whole-file reader');
  });

  it('checks entries hashed with integral floats exactly, where JSON.parse could only guess and misses', async () => {
    // Nine integral numbers, five written as floats: more mixes than the checker tries after JSON.parse.
    const state = '{"a":1.0,"b":2,"c":3.0,"d":4,"e":5.0,"f":6,"g":7.0,"h":8,"i":9.0}';
    const first = pythonEntry(0, 'GENESIS', state, '1795411121.0');
    const second = pythonEntry(1, first.y, state, '1795411122.5');
    const text = `{"id": "f10a7e000001", "name": "floats", "entries": [${first.text}, ${second.text}], "length": 2, "head": "${second.y}", "root": "${first.xy}"}`;
    const path = await write('floats.chain.json', text);
    const r = await runCli(['--json', path]);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(JSON.parse(r.stdout).links, 2);
    const guessed = await verifyChain({ chain: JSON.parse(text) });
    assert.equal(guessed.ok, false, 'JSON.parse lost 1.0 against 1');
    assert.deepEqual(checkOf(JSON.parse(r.stdout)), await wholeFileCheck(text));
  });

  it('gives the results of the whole-file check on the recorded chains, tampered copies and bundles', async () => {
    const xy3 = await readFile(fixture('xy3.chain.json'), 'utf8');
    const tricky = await readFile(fixture('tricky.chain.json'), 'utf8');
    const receipt = JSON.parse(await readFile(fixture('xy3.receipt.json'), 'utf8'));
    const edit = (text: string, change: (chain: any) => void) => {
      const chain = JSON.parse(text);
      change(chain);
      return JSON.stringify(chain, null, 1);
    };
    const ours = join(dir, 'ours.json');
    await writeXySha256Chain(ours, 5);
    const oursText = await readFile(ours, 'utf8');
    const cases: Array<[string, string, string[]]> = [
      ['xy3', xy3, []],
      ['xy3 pinned', xy3, ['--trusted-key', XY3_KEY]],
      ['xy3 another key', xy3, ['--trusted-key', TEST_ATTESTOR_PUBLIC_KEY]],
      ['tricky', tricky, []],
      ['state edited', edit(xy3, (c) => (c.entries[1].y_state.answer = 'edited')), []],
      ['swapped', edit(xy3, (c) => c.entries.reverse()), []],
      ['root wrong', edit(xy3, (c) => (c.root = 'xy_00')), []],
      ['entry not an object', edit(xy3, (c) => (c.entries[1] = 'nope')), []],
      ['xy3 bundle with its receipt', JSON.stringify({ receipt, chain: JSON.parse(xy3) }), []],
      ['ours', oursText, []],
      ['ours, length wrong', edit(oursText, (c) => (c.length = 4)), []],
      ['ours bundle, attestation not an object', JSON.stringify({ chain: JSON.parse(oursText), attestation: 'none', receipt: { chain_id: 'x' } }), []],
      ['ours, another algorithm', edit(oursText, (c) => (c.algorithm = 'xy-sha512')), []],
      ['no entries', '{"chain_id": "c", "algorithm": "xy-sha256-v1", "root": "0x00", "length": 0}', []],
      ['empty entries', '{"id": "e", "entries": []}', []],
      ['not a chain', '{"hello": "world"}', []],
    ];
    for (const [name, text, args] of cases) {
      const path = await write(`${name.replace(/\W+/g, '-')}.json`, text);
      const r = await runCli(['--json', ...args, path]);
      const keys = args[0] === '--trusted-key' ? { trustedKeys: [args[1]!] } : {};
      const expected = await wholeFileCheck(text, keys);
      assert.deepEqual(checkOf(JSON.parse(r.stdout)), expected, name);
      // Exit codes by outcome: 2 misconfigured (not a chain), 0 verified, 3 unrecognized signer, 1 failed.
      const untrusted = !expected.ok && expected.findings!.length > 0 && expected.findings!.every((f) => /key-untrusted$/.test(f.code));
      assert.equal(r.code, expected.algorithm === null ? 2 : expected.ok ? 0 : untrusted ? 3 : 1, name);
      const piped = await runCli(['--json', ...args, '-'], text);
      assert.deepEqual(checkOf(JSON.parse(piped.stdout)), expected, `${name} on stdin`);
    }
    // --receipt FILE with a chain file, streamed.
    const r = await runCli(['--json', '--receipt', fixture('xy3.receipt.json'), fixture('xy3.chain.json')]);
    assert.equal(r.code, 0);
    assert.deepEqual(checkOf(JSON.parse(r.stdout)), await verifyChain({ chain: JSON.parse(xy3), receipt }));
  });

  it('reads a file again when the fields that say how to read its entries come after them; stdin says to give a file', async () => {
    const ours = JSON.parse(await readFile(join(dir, 'ours.json'), 'utf8'));
    const late = `{"entries": ${JSON.stringify(ours.entries)}, "chain_id": "${ours.chain_id}", "root": "${ours.root}", "length": ${ours.length}, "algorithm": "xy-sha256-v1"}`;
    const path = await write('late-algorithm.json', late);
    const r = await runCli([path]);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /^VERIFIED xy-sha256-v1 chain chain_long\S+ .*: 5 links/);
    const piped = await runCli(['-'], late);
    assert.equal(piped.code, 2);
    assert.match(piped.stderr, /stdin: the fields that say how to read the chain's entries come after them.*give it as a file/);

    // A bundle whose outer object turns out to be the chain (it has entries of its own): that is the chain checked.
    const xy3 = await readFile(fixture('xy3.chain.json'), 'utf8');
    const outer = JSON.parse(xy3);
    const twisted = `{"chain": {"id": "inner", "entries": [{"index": 0}]}, ${xy3.trim().slice(1)}`;
    const twistedPath = await write('twisted.json', twisted);
    const t = await runCli(['--json', twistedPath]);
    assert.deepEqual(checkOf(JSON.parse(t.stdout)), await wholeFileCheck(twisted));
    assert.equal(JSON.parse(t.stdout).chainId, outer.id);
  });

  it('says where the text stops being JSON, exit 2', async () => {
    for (const [text, pattern] of [['{"entries": [', /stdin is not JSON: Parser has expected a value/], ['{"a": 1}{', /stdin is not JSON/], ['{"a": 1, "a": 2}', /Duplicate key 'a'/], ['', /stdin is not JSON/]] as const) {
      const r = await runCli(['-'], text);
      assert.equal(r.code, 2, text);
      assert.match(r.stderr, pattern, text);
    }
  });
});

describe('progress and memory', () => {
  let long: string;
  before(async () => {
    long = join(dir, 'long.json');
    await writeXySha256Chain(long, 100_000);
  });

  it('draws a progress line only on a terminal, and erases it', async () => {
    const writes: string[] = [];
    let clock = 0;
    const line = progressLine({ isTTY: true, columns: 100, write: (t) => writes.push(t) }, () => clock);
    clock = 1000;
    line.update(5000, 50, 100, 'bytes');
    line.update(6000, 60, 100, 'bytes'); // within 100 ms: not redrawn
    clock = 2000;
    line.update(10_000, 10_000, 20_000);
    line.end();
    assert.deepEqual(writes, [
      '\r\x1b[2Kchecking [########--------]  50% 5,000 links, 0.0 of 0.0 MB, 5,000/s',
      '\r\x1b[2Kchecking [########--------]  50% 10,000 of 20,000 links, 5,000/s',
      '\r\x1b[2K',
    ]);
    const quiet: string[] = [];
    const off = progressLine({ isTTY: false, write: (t) => quiet.push(t) });
    off.update(1, 1, 1);
    off.end();
    assert.deepEqual(quiet, []);
  });

  it('a 100,000-link file: stdout only the report, stderr empty (not a terminal), peak memory well under 150 MB', async () => {
    const usage = join(dir, 'rusage.json');
    const r = await runNode(['--require', RUSAGE, BIN, long], { env: { RUSAGE_OUT: usage } });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^VERIFIED xy-sha256-v1 chain \S+ from .*: 100000 links, signatures 0 valid, 0 invalid, 1 missing\n$/);
    assert.equal(r.stderr, '');
    const { maxRSS } = JSON.parse(await readFile(usage, 'utf8')) as { maxRSS: number };
    assert.ok(maxRSS < 150_000, `peak RSS ${Math.round(maxRSS / 1000)} MB`);
  });

  it('on a terminal (a pseudo-terminal from script(1)) the line goes to stderr and is erased before the report', { skip: spawnSync('script', ['--version']).status !== 0 && 'no script(1)' }, async () => {
    const tty = spawnSync('script', ['-qec', `${process.execPath} ${BIN} ${long}`, '/dev/null'], { encoding: 'utf8' });
    assert.equal(tty.status, 0, tty.stdout);
    assert.match(tty.stdout, /\r\x1b\[2Kchecking \[[#-]{16}\] +\d+% [\d,]+ links, [\d.]+ of 29 MB, [\d,]+\/s/);
    assert.match(tty.stdout, /\r\x1b\[2KVERIFIED xy-sha256-v1 chain \S+ from .*: 100000 links/);
  });
});

describe('reasoning-verify --receipt-id on a session of 10,000 turns', () => {
  let data: string;
  let h: Harness;
  before(async () => {
    data = await mkdtemp(join(tmpdir(), 'verify-stream-service-'));
    await writeServiceJournal(join(data, 'journal.jsonl'), 10_000);
    h = await startService({ memory: false, dataDir: data });
    await waitFor(async () => (await h.get(`/api/receipts/${LONG_SESSION.receipt_id}`)).body.verified, 'the attestation');
  });
  after(async () => {
    await h?.close();
    await rm(data, { recursive: true, force: true });
  });

  it('walks the chain\'s pages and verifies every link, pinned to the attestor key', async () => {
    const r = await runNode([BIN, '--receipt-id', LONG_SESSION.receipt_id, '--base-url', `${h.url}/api`, '--trusted-key', TEST_ATTESTOR_PUBLIC_KEY]);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /^VERIFIED xy-sha256-v1 chain chain_long\S+ from http:\/\/127\.0\.0\.1:\d+\/api\/receipts\/rcpt_long\S+: 10000 links, signatures 1 valid, 0 invalid, 0 missing, key pinned\n$/);
    assert.equal(r.stderr, '');
  });
});
