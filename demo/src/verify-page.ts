/**
 * Verify a file: a chain export, a bundle or a receipt, read as
 * `reasoning-verify` reads it (lossless JSON) and checked by the same
 * verifyChain, each entry's result shown as the check reports it. Text from
 * the file only ever goes into textContent.
 */
import { verifyChain, type ChainCheck, type ChainFinding, type LinkCheck } from '../../src/client/verify/index.js';
import { LANGUAGES, sayFinding, termsFor, type TermsInLanguage } from '../../src/i18n/index.js';
import { readChainJson } from '../../src/client/verify/read-json.js';
import { pythonNumberText } from '../../src/client/verify/python-text.js';
import { isSourceNumber } from '../../src/client/verify/source-number.js';
import { ReasoningReader } from '../../src/client/reader.js';
import { chainIdOf, formatChainCheck } from '../../src/client/verify/report.js';
import { isPlainId } from '../../src/spec/index.js';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const form = $<HTMLFormElement>('#verify-form');
const chainInput = $<HTMLInputElement>('#chain-file');
const receiptInput = $<HTMLInputElement>('#receipt-file');
const keysInput = $<HTMLTextAreaElement>('#trusted-keys');
const baseUrlInput = $<HTMLInputElement>('#base-url');
const dropzone = $<HTMLElement>('#dropzone');
const status = $<HTMLElement>('#verify-status');
const result = $<HTMLElement>('#verify-result');
const summary = $<HTMLElement>('#verify-summary');
const facts = $<HTMLElement>('#verify-facts');
const rows = $<HTMLTableSectionElement>('#verify-links tbody');
const problems = $<HTMLUListElement>('#verify-problems');
const again = $<HTMLButtonElement>('#check-again');
const findingsLang = $<HTMLSelectElement>('#findings-lang');
findingsLang.replaceChildren(
  ...Object.entries(LANGUAGES).map(([code, name]) => Object.assign(document.createElement('option'), { value: code, lang: code, textContent: name })),
);

/** The problems' words in the language chosen (the elements' own terms); English until the first choice. */
let words: TermsInLanguage = await termsFor(['chain', 'claims'], 'en');
/** What the last check found, kept to say again in another language. */
let shown: { outcome: ChainCheck | null; links: Map<number, ChainFinding[]> } | undefined;

/** What the last file held, so "Check again" (new keys, another receipt) needs no new pick. */
let last: { name: string; value: unknown } | undefined;
/** Each run of the check; an older one stops drawing when a newer starts. */
let run = 0;

function say(text: string, state: 'busy' | 'ok' | 'failed' | 'idle' = 'idle'): void {
  status.textContent = text;
  status.dataset.state = state;
}

async function readFile(file: File): Promise<unknown> {
  const read = readChainJson(await file.text());
  if (!read.ok) throw new Error(`${file.name} is ${read.error}`);
  return read.value;
}

const text = (value: unknown): string => (isSourceNumber(value) ? value.value : typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value));
const short = (hash: unknown) => {
  const t = text(hash);
  return t.length > 18 ? `${t.slice(0, 10)}…${t.slice(-6)}` : t;
};

/** The timestamp as the check hashes it: Python's str() of an xycore float, an xy-sha256-v1 string as it is. */
function hashedTimestamp(timestamp: unknown): string {
  if (typeof timestamp === 'number' || isSourceNumber(timestamp)) return pythonNumberText(timestamp, 'float');
  return text(timestamp);
}

interface Input {
  chain: unknown;
  receipt?: unknown;
  attestation?: unknown;
}

/** A hosted receipt names its chain and attestation: read them from the service, as `reasoning-verify --receipt-id` does. */
async function fetchForReceipt(receipt: Json): Promise<Input> {
  const reader = new ReasoningReader({ baseUrl: baseUrlInput.value.trim() || '/api', cacheTtlMs: 0 });
  const chain = await reader.getChain(String(receipt.chain_id), { fresh: true });
  const attestation = isPlainId(receipt.attest_id) ? await reader.getAttestation(receipt.attest_id, { fresh: true }) : undefined;
  return { chain, receipt, ...(attestation ? { attestation } : {}) };
}

/** What the file is: a chain, a bundle, a receipt to fetch the chain of, or a receipt that needs its chain file. */
async function inputFrom(value: unknown): Promise<Input | string> {
  if (isRecord(value) && Array.isArray(value.entries)) return { chain: value };
  if (isRecord(value) && isRecord(value.chain)) return { chain: value.chain, receipt: value.receipt, attestation: value.attestation };
  if (isRecord(value) && typeof value.chain_id === 'string' && ('first_x' in value || 'root_xy' in value || isRecord(value.receipt))) {
    return 'This is a receipt for a chain held elsewhere: choose it as the receipt, and the chain export as the file.';
  }
  if (isRecord(value) && typeof value.chain_id === 'string' && typeof value.id === 'string') {
    if (!isPlainId(value.chain_id)) return 'The receipt names a chain id that is not a plain token; nothing was fetched.';
    say(`Reading chain ${value.chain_id} and its attestation from ${baseUrlInput.value.trim() || '/api'}…`, 'busy');
    return fetchForReceipt(value);
  }
  return 'Not a chain: expected an xycore export {id, entries, root, head}, an xy-sha256-v1 chain, a bundle {chain, receipt?, attestation?} or a receipt.';
}

/** A cell, labelled by its column (narrow screens show each row as a list of labelled values). */
function cell(row: HTMLTableRowElement, label: string, content: string, className?: string): HTMLTableCellElement {
  const td = row.insertCell();
  td.textContent = content;
  td.dataset.label = label;
  if (className) td.className = className;
  return td;
}

function drawLink(entries: unknown[], link: LinkCheck): void {
  const entry = isRecord(entries[link.index]) ? (entries[link.index] as Json) : {};
  const row = rows.insertRow();
  row.dataset.index = String(link.index);
  row.dataset.ok = String(link.problems.length === 0);
  const th = document.createElement('th');
  th.scope = 'row';
  th.textContent = String(link.index);
  th.dataset.label = 'entry';
  row.append(th);
  cell(row, 'operation', text(entry.operation));
  cell(row, 'timestamp, as hashed', hashedTimestamp(entry.timestamp), 'mono');
  const xy = cell(row, 'xy', short(entry.xy), 'mono');
  xy.title = text(entry.xy);
  const said = cell(row, 'link', '', link.problems.length ? 'bad' : 'good');
  said.dataset.findings = 'link';
  shown?.links.set(link.index, link.findings);
  sayLink(said, link.findings);
  const signature = link.signature ?? 'not signed per entry';
  const signer = link.signature === 'valid' || link.signature === 'invalid' ? ` (${short(entry.public_key)})` : '';
  cell(row, 'signature', `${link.signature === 'valid' ? '✓' : link.signature === 'invalid' ? '✗' : '–'} ${signature}${signer}`, link.signature === 'invalid' ? 'bad' : link.signature === 'valid' ? 'good' : '');
}

/** A link's cell: what fails in it, in the words chosen. */
function sayLink(cellOf: HTMLTableCellElement, findings: readonly ChainFinding[]): void {
  // The row names the entry: each finding is said without it.
  const said = findings.map(({ entry: _entry, ...finding }) => sayFinding(words, finding));
  cellOf.textContent = said.length ? `✗ fails: ${said.join('; ')}` : '✓ holds';
  cellOf.lang = findings.length ? words.lang : 'en';
  cellOf.dir = findings.length ? words.dir : 'ltr';
}

/** The problems list, in the words chosen. */
function drawProblems(outcome: ChainCheck): void {
  const findings = outcome.findings ?? [];
  problems.lang = words.lang;
  problems.dir = words.dir;
  problems.replaceChildren(
    ...outcome.problems.map((english, i) => Object.assign(document.createElement('li'), { textContent: findings[i] ? sayFinding(words, findings[i]) : english })),
  );
  if (!outcome.problems.length) problems.append(Object.assign(document.createElement('li'), { textContent: 'None.', lang: 'en' }));
}

findingsLang.addEventListener('change', async () => {
  words = await termsFor(['chain', 'claims'], findingsLang.value);
  if (!shown?.outcome) return;
  drawProblems(shown.outcome);
  for (const row of rows.rows) {
    const said = row.querySelector<HTMLTableCellElement>('[data-findings="link"]');
    if (said) sayLink(said, shown.links.get(Number(row.dataset.index)) ?? []);
  }
});

function drawFacts(check: ChainCheck, chain: unknown): void {
  const list: [string, string][] = [
    ['algorithm', check.algorithm ?? 'not a chain'],
    ['chain', chainIdOf(chain) ?? '—'],
    ['links', String(check.links)],
    ['signatures', `${check.signatures.valid} valid, ${check.signatures.invalid} invalid, ${check.signatures.missing} missing`],
    ['key pinned', check.keyPinned ? 'yes' : 'no'],
  ];
  facts.replaceChildren(
    ...list.flatMap(([term, value]) => {
      const dt = document.createElement('dt');
      dt.textContent = term;
      const dd = document.createElement('dd');
      dd.textContent = value;
      return [dt, dd];
    }),
  );
}

async function check(name: string, value: unknown): Promise<void> {
  const mine = ++run;
  last = { name, value };
  again.disabled = false;
  rows.replaceChildren();
  problems.replaceChildren();
  shown = { outcome: null, links: new Map() };
  facts.replaceChildren();
  summary.textContent = '';
  summary.dataset.state = '';
  try {
    const input = await inputFrom(value);
    if (mine !== run) return;
    if (typeof input === 'string') {
      result.hidden = true;
      return say(input, 'failed');
    }
    if (receiptInput.files?.[0]) input.receipt = await readFile(receiptInput.files[0]);
    const keys = keysInput.value.split(/\s+/).filter(Boolean);
    const entries = isRecord(input.chain) && Array.isArray(input.chain.entries) ? input.chain.entries : [];
    result.hidden = false;
    say(`Checking ${name}: ${entries.length} link${entries.length === 1 ? '' : 's'}…`, 'busy');
    const outcome = await verifyChain({
      ...input,
      ...(keys.length ? { trustedKeys: keys } : {}),
      onLink: (link) => {
        if (mine !== run) return;
        drawLink(entries, link);
        say(`Checked link ${link.index + 1} of ${entries.length}${link.problems.length ? `: entry ${link.index} fails` : ''}…`, 'busy');
      },
    });
    if (mine !== run) return;
    const line = formatChainCheck(outcome, name, chainIdOf(input.chain)).trim().split('\n').pop()!;
    summary.textContent = line;
    summary.dataset.state = outcome.ok ? 'ok' : 'failed';
    drawFacts(outcome, input.chain);
    shown!.outcome = outcome;
    drawProblems(outcome);
    const links = `${outcome.links} link${outcome.links === 1 ? '' : 's'} checked`;
    const firstBad = outcome.firstBadLink === null ? '' : `; entry ${outcome.firstBadLink} fails: ${outcome.firstBadLinkReason}`;
    const verdict = outcome.ok ? 'Verified' : outcome.algorithm === null ? 'Not a chain' : 'Failed';
    say(`${verdict}: ${name}, ${links}${firstBad}${outcome.ok || firstBad ? '' : `; ${outcome.problems[0] ?? ''}`}.`, outcome.ok ? 'ok' : 'failed');
  } catch (error) {
    if (mine !== run) return;
    result.hidden = true;
    say(`Could not check ${name}: ${(error as Error).message}`, 'failed');
  }
}

async function checkFile(file: File | undefined): Promise<void> {
  if (!file) return;
  try {
    await check(file.name, await readFile(file));
  } catch (error) {
    result.hidden = true;
    say((error as Error).message, 'failed');
  }
}

async function recorded(tampered: boolean): Promise<void> {
  const response = await fetch('/samples/xy3.chain.json');
  const read = readChainJson(await response.text());
  if (!read.ok) return say(`The recorded chain could not be read: ${read.error}`, 'failed');
  const chain = read.value as { entries: { y_state: { answer: string } }[] };
  if (tampered) chain.entries[1]!.y_state.answer = 'answer 1, edited';
  await check(tampered ? 'xy3.chain.json, entry 1 edited' : 'xy3.chain.json', chain);
}

chainInput.addEventListener('change', () => void checkFile(chainInput.files?.[0]));
form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (last) void check(last.name, last.value);
});
$<HTMLButtonElement>('#try-recorded').addEventListener('click', () => void recorded(false));
$<HTMLButtonElement>('#try-tampered').addEventListener('click', () => void recorded(true));

for (const type of ['dragenter', 'dragover'] as const) {
  dropzone.addEventListener(type, (event) => {
    event.preventDefault();
    dropzone.classList.add('dragging');
  });
}
dropzone.addEventListener('dragleave', () => dropzone.classList.remove('dragging'));
dropzone.addEventListener('drop', (event) => {
  event.preventDefault();
  dropzone.classList.remove('dragging');
  void checkFile(event.dataTransfer?.files[0]);
});
