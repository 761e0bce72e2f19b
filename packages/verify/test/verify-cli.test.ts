// reasoning-verify as a real process: chain files, stdin, --json, pinned keys, usage and
// unreadable input, and --receipt-id against the embedded service over real HTTP.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startService, waitFor, type Harness } from '../../../test/server/harness.js';
import { TEST_ATTESTOR_PUBLIC_KEY, TEST_INPUTS } from '../../../test/server/constants.js';
import { newKeys, rawPublicKey } from '../../../test/fixtures/xycore.js';
import { runNode, type Ran } from '../../../test/helpers/run-process.js';
import { OUTCOME_EXIT_CODES } from 'reasoning-elements/client';
import { tempDir } from '../../../test/helpers/temp.js';

const CLI = new URL('../src/cli.ts', import.meta.url).pathname;
const fixture = (name: string) => new URL(`../../../test/fixtures/real/${name}`, import.meta.url).pathname;
const XY3_KEY = 'zdBfOpfetgW+Pohbjdh/qhDqhMvw1Q17xbujVhdevVs=';

function runCli(args: string[], stdin?: string, env: Record<string, string> = {}): Promise<Ran> {
  // stdin is always given (empty when the test has none), as a shell pipe would.
  return runNode(['--import', 'tsx', CLI, ...args], { stdin: stdin ?? '', env });
}

let dir: string;
before(async () => {
  dir = tempDir('verify-cli-');
});
after(() => rm(dir, { recursive: true, force: true }));

async function tamperedXy3(edit: (chain: any) => void): Promise<string> {
  const chain = JSON.parse(await readFile(fixture('xy3.chain.json'), 'utf8'));
  edit(chain);
  const path = join(dir, `tampered-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(path, JSON.stringify(chain));
  return path;
}

describe('reasoning-verify on files', () => {
  it('verifies the recorded xy3 chain: exit 0, one summary line', async () => {
    const r = await runCli([fixture('xy3.chain.json')]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^VERIFIED xycore chain 04ea47213f60 from .*xy3\.chain\.json: 3 links, signatures 3 valid, 0 invalid, 0 missing\n$/);
  });

  it('reads stdin with -, a receipt file and a pinned key', async () => {
    const r = await runCli(['--receipt', fixture('xy3.receipt.json'), '--trusted-key', XY3_KEY, '-'], await readFile(fixture('xy3.chain.json'), 'utf8'));
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /from stdin: 3 links, .*key pinned/);
  });

  it('fails a tampered chain with exit 1: one line per problem naming the entry, then the summary', async () => {
    const path = await tamperedXy3((c) => { c.entries[1].y_state.answer = 'edited'; c.entries[2].operation = 'edited'; });
    const r = await runCli([path]);
    assert.equal(r.code, 1);
    const lines = r.stdout.trimEnd().split('\n');
    assert.deepEqual(lines.slice(0, 3), [
      'problem: entry 1: y does not match sha256 of its y_state',
      'problem: entry 2: xy does not match xy_ + sha256(x:operation:y:timestamp) for timestamp 1795411121.5680215',
      'problem: entry 2: signature is not valid for x:operation:y:xy with its public_key',
    ]);
    assert.equal(lines.length, 4);
    assert.match(lines[3]!, /^FAILED xycore chain 04ea47213f60 .*: 3 problems, first bad entry 1 \(y does not match.*signatures 2 valid, 1 invalid, 0 missing$/);
  });

  it('a key other than the trusted one (repeatable --trusted-key) is an unrecognized signer: exit 3', async () => {
    const other = rawPublicKey(newKeys().publicKey);
    const r = await runCli(['--trusted-key', other, '--trusted-key', rawPublicKey(newKeys().publicKey), fixture('xy3.chain.json')]);
    assert.equal(r.code, 3, r.stdout);
    assert.match(r.stdout, /^UNRECOGNIZED SIGNER xycore chain/m);
    assert.match(r.stdout, /entry 0: signed by a key that is not one of the trusted keys/);
    const both = await runCli(['--trusted-key', other, '--trusted-key', XY3_KEY, fixture('xy3.chain.json')]);
    assert.equal(both.code, 0, both.stdout);
  });

  it('--json prints one document with the whole result', async () => {
    const path = await tamperedXy3((c) => { c.entries[0].timestamp = 1795411121; });
    const r = await runCli(['--json', path]);
    assert.equal(r.code, 1);
    const report = JSON.parse(r.stdout);
    assert.equal(report.ok, false);
    assert.equal(report.algorithm, 'xycore');
    assert.equal(report.chainId, '04ea47213f60');
    assert.equal(report.firstBadLink, 0);
    assert.deepEqual(report.signatures, { valid: 3, invalid: 0, missing: 0 });
  });

  it('keeps control characters from the input off the terminal', async () => {
    const path = await tamperedXy3((c) => { c.id = 'evil\u001b[2J\u202e'; c.length = 'x\u001b]0;owned\u0007'; });
    const r = await runCli([path]);
    assert.equal(r.code, 1);
    assert.doesNotMatch(r.stdout, /[\u001b\u0007\u202e]/);
    assert.match(r.stdout, /evil\\u001b\[2J\\u202e/);
  });

  it('exits 2 for unreadable input and bad usage, with a message on stderr', async () => {
    const cases: Array<[string[], string | undefined, RegExp]> = [
      [[join(dir, 'missing.json')], undefined, /cannot read .*missing\.json: ENOENT/],
      [['-'], '{"entries": [', /stdin is not JSON/],
      [['-'], '"a string"', /./],
      [[], undefined, /give one chain file/],
      [['a.json', 'b.json'], undefined, /give one chain file/],
      [['--receipt-id', 'rcpt_1'], undefined, /needs --base-url/],
      [['--receipt-id', '../etc', '--base-url', 'http://127.0.0.1:9'], undefined, /not a plain id/],
      [['--bogus', 'x.json'], undefined, /^reasoning-verify: unknown option --bogus\n\(see --help\)\n$/],
      [['--timeout', 'soon', 'x.json'], undefined, /--timeout/],
      [['--trusted-key', 'notbase64', fixture('xy3.chain.json')], undefined, /--trusted-key must be base64 of a 32-byte/],
      [['--trusted-key', Buffer.alloc(31).toString('base64'), fixture('xy3.chain.json')], undefined, /--trusted-key must be base64/],
    ];
    for (const [args, stdin, pattern] of cases) {
      const r = await runCli(args, stdin, { REASONING_BASE_URL: '' });
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.stdout}${r.stderr}`);
      assert.match(r.stderr + r.stdout, pattern, args.join(' '));
    }
  });

  it('a receipt file is a usage error (exit 2) that names the options which check a receipt', async () => {
    const r = await runCli([fixture('xy3.receipt.json')]);
    assert.equal(r.code, 2, r.stdout + r.stderr);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /xy3\.receipt\.json looks like a receipt, not a chain: .*--receipt .*xy3\.receipt\.json CHAIN\.json.*--receipt-id rcpt_04ea47213f60 --base-url URL\n\(see --help\)\n$/);
  });

  it('--json prints one document on stdout for each failure the help names: not JSON, missing file, not a chain, a receipt', async () => {
    const cases: Array<[string[], string | undefined, string, RegExp]> = [
      [['-'], '{"entries": [', 'unreadable', /^stdin is not JSON/],
      [[join(dir, 'missing.json')], undefined, 'unreadable', /cannot read .*missing\.json: ENOENT/],
      [['-'], '{"name": "no chain"}', 'not-a-chain', /^not a chain/],
      [[fixture('xy3.receipt.json')], undefined, 'not-a-chain', /looks like a receipt/],
    ];
    for (const [args, stdin, code, problem] of cases) {
      const r = await runCli(['--json', ...args], stdin);
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.stdout}${r.stderr}`);
      const report = JSON.parse(r.stdout);
      assert.deepEqual([report.ok, report.algorithm, report.findings[0].code], [false, null, code], args.join(' '));
      assert.match(report.problems[0], problem);
      assert.equal(report.source, args[0] === '-' ? 'stdin' : args[0]);
    }
  });

  it('--help documents every option', async () => {
    const r = await runCli(['--help']);
    assert.equal(r.code, 0);
    for (const word of ['--receipt-id', '--base-url', '--receipt', '--trusted-key', '--json', '--timeout']) assert.ok(r.stdout.includes(word), word);
    // Every outcome's exit code, as OUTCOME_EXIT_CODES has it.
    for (const [outcome, code] of Object.entries(OUTCOME_EXIT_CODES)) assert.match(r.stdout, new RegExp(`^\\s+${code}\\s+${outcome}\\s`, 'm'), outcome);
  });
});

describe('the built bin (npm test builds first)', () => {
  const BIN = new URL('../bin/reasoning-verify.js', import.meta.url).pathname;
  const runBin = (args: string[]) => runNode([BIN, ...args]);

  it('verifies xy3 from dist/ and fails a tampered copy', async () => {
    const good = await runBin([fixture('xy3.chain.json'), '--trusted-key', XY3_KEY]);
    assert.equal(good.code, 0, good.stderr);
    assert.match(good.stdout, /^VERIFIED xycore chain 04ea47213f60 .*key pinned\n$/);
    const bad = await runBin([await tamperedXy3((c) => { c.entries[2].timestamp = 1795411121.6; })]);
    assert.equal(bad.code, 1);
    assert.match(bad.stdout, /^problem: entry 2: xy does not match/);
  });
});

describe('reasoning-verify --receipt-id against the embedded service over HTTP', () => {
  let svc: Harness;
  let receiptId: string;
  let tamperer: Server;
  let tampererUrl: string;
  before(async () => {
    svc = await startService();
    await svc.run({ input: TEST_INPUTS.ground, session_name: 'verify-cli' });
    const second = await svc.run({ input: TEST_INPUTS.bridge, session_name: 'verify-cli' });
    receiptId = second.body.receipt.id;
    await waitFor(async () => (await svc.get(`/api/receipts/${receiptId}`)).body.verified, 'the attestation');
    // A server that relays the service but rewrites one turn in every chain it serves.
    tamperer = createServer(async (req, res) => {
      const upstream = await fetch(`${svc.url}${req.url}`);
      let body = await upstream.text();
      if (req.url?.includes('/chains/')) {
        const chain = JSON.parse(body);
        chain.entries[0].y = 'f'.repeat(64);
        body = JSON.stringify(chain);
      }
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => tamperer.listen(0, '127.0.0.1', resolve));
    tampererUrl = `http://127.0.0.1:${(tamperer.address() as AddressInfo).port}`;
  });
  after(async () => {
    await new Promise((resolve) => tamperer.close(resolve));
    await svc.close();
  });

  it('fetches the receipt, chain and attestation and verifies them, pinned to the attestor key', async () => {
    const r = await runCli(['--receipt-id', receiptId, '--base-url', `${svc.url}/api`, '--trusted-key', TEST_ATTESTOR_PUBLIC_KEY]);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /^VERIFIED xy-sha256-v1 chain \S+ from http:\/\/127\.0\.0\.1:\d+\/api\/receipts\/\S+: 2 links, signatures 1 valid, 0 invalid, 0 missing, key pinned\n$/);
  });

  it('takes the base URL from $REASONING_BASE_URL and prints --json', async () => {
    const r = await runCli(['--receipt-id', receiptId, '--json'], undefined, { REASONING_BASE_URL: `${svc.url}/api` });
    assert.equal(r.code, 0, r.stderr);
    assert.equal(JSON.parse(r.stdout).algorithm, 'xy-sha256-v1');
  });

  it('fails a chain that was changed on the way, exit 1, naming entry 0', async () => {
    const r = await runCli(['--receipt-id', receiptId, '--base-url', `${tampererUrl}/api`]);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stdout, /^problem: entry 0: xy does not match/m);
  });

  it("the service's own receipt JSON given as a file: exit 2, pointing at --receipt-id", async () => {
    const path = join(dir, 'service-receipt.json');
    await writeFile(path, JSON.stringify((await svc.get(`/api/receipts/${receiptId}`)).body));
    const r = await runCli([path]);
    assert.equal(r.code, 2, r.stdout + r.stderr);
    assert.match(r.stderr, new RegExp(`looks like a receipt, not a chain: .*--receipt-id ${receiptId} --base-url URL`));
  });

  it('--json prints one document for a failed fetch', async () => {
    const r = await runCli(['--json', '--receipt-id', receiptId, '--base-url', 'http://127.0.0.1:9/api', '--timeout', '2000']);
    assert.equal(r.code, 5, r.stdout + r.stderr);
    const report = JSON.parse(r.stdout);
    assert.deepEqual([report.ok, report.algorithm, report.findings[0].code], [false, null, 'unreadable']);
    assert.equal(report.source, `http://127.0.0.1:9/api/receipts/${receiptId}`);
    assert.match(report.problems[0], /^network: /);
  });

  it('exits 6 (not found) for an unknown receipt id and 5 (unavailable: try again) for a server that is not there', async () => {
    const unknown = await runCli(['--receipt-id', 'rcpt_doesnotexist', '--base-url', `${svc.url}/api`]);
    assert.equal(unknown.code, 6);
    assert.match(unknown.stderr, /not.?found/i);
    const closed = await runCli(['--receipt-id', receiptId, '--base-url', 'http://127.0.0.1:9/api', '--timeout', '2000']);
    assert.equal(closed.code, 5);
    assert.match(closed.stderr, /^reasoning-verify: /);
  });
});
