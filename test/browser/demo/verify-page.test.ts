// The docs site's Verify a file page in Chromium: the recorded xy3 export chosen in the file input and
// checked link by link (VERIFIED, 3 links), a tampered copy dropped on the box failing at the entry
// that was changed, pinned keys, a receipt whose chain comes from the service, and axe on the page.
import { expect } from '@open-wc/testing';
import { axeViolations } from '../../helpers/axe.js';

const RECORDING = '/test/fixtures/real/xy3.chain.json';
const XY3_KEY = 'zdBfOpfetgW+Pohbjdh/qhDqhMvw1Q17xbujVhdevVs=';

const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const status = () => $('#verify-status');

/** The page's own markup and script, as the site serves them (the recorded chain at /samples/ comes from the fixtures). */
before(async () => {
  const html = await (await fetch('/demo/verify.html')).text();
  document.body.innerHTML = /<main>[\s\S]*<\/main>/.exec(html)![0];
  const realFetch = window.fetch.bind(window);
  window.fetch = (input, init) => realFetch(String(input) === '/samples/xy3.chain.json' ? RECORDING : input, init);
  await import('../../../demo/src/verify-page.js');
});

/** Waits for the check started by `act` to end; resolves with the status line's state. */
async function checked(act: () => void): Promise<string> {
  status().dataset.state = 'waiting';
  act();
  const deadline = Date.now() + 8000;
  while (!['ok', 'failed'].includes(status().dataset.state ?? '') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return status().dataset.state!;
}

function fileOf(value: unknown, name: string): DataTransfer {
  const files = new DataTransfer();
  files.items.add(new File([typeof value === 'string' ? value : JSON.stringify(value)], name, { type: 'application/json' }));
  return files;
}

function choose(files: DataTransfer): void {
  const input = $<HTMLInputElement>('#chain-file');
  input.files = files.files;
  input.dispatchEvent(new Event('change'));
}

const rows = () =>
  [...document.querySelectorAll<HTMLTableRowElement>('#verify-links tbody tr')].map((row) => ({
    index: row.dataset.index,
    ok: row.dataset.ok,
    link: row.cells[4]!.textContent,
    signature: row.cells[5]!.textContent,
  }));

describe('Verify a file', () => {
  it('is labelled, announces results politely, and axe finds nothing', async () => {
    expect($('label[for="chain-file"]').textContent).to.match(/Chain export or receipt/);
    expect($('label[for="trusted-keys"]')).to.exist;
    expect(status().getAttribute('role')).to.equal('status');
    expect(await axeViolations($('main'))).to.deep.equal([]);
  });

  it('checks the recorded xy3 export chosen in the file input: VERIFIED, 3 links, each shown as it was checked', async () => {
    const text = await (await fetch(RECORDING)).text();
    expect(await checked(() => choose(fileOf(text, 'xy3.chain.json')))).to.equal('ok');
    expect($('#verify-summary').textContent).to.equal('VERIFIED xycore chain 04ea47213f60 from xy3.chain.json: 3 links, signatures 3 valid, 0 invalid, 0 missing');
    expect(rows()).to.have.length(3);
    for (const [i, row] of rows().entries()) {
      expect(row.index).to.equal(String(i));
      expect(row.link).to.equal('✓ holds');
      expect(row.signature).to.match(/^✓ valid \(zdBfOpfetg…devVs=\)$/);
    }
    // The timestamp as xycore hashed it: Python's str(float), microseconds kept.
    expect($<HTMLTableRowElement>('#verify-links tbody tr').cells[2]!.textContent).to.equal('1795411121.567679');
    expect($('#verify-facts').textContent).to.include('xycore');
    expect(await axeViolations($('main'))).to.deep.equal([]);
  });

  it('a tampered copy dropped on the box fails at entry 1, the others still holding', async () => {
    const chain = await (await fetch(RECORDING)).json();
    chain.entries[1].y_state.answer = 'answer 1, edited';
    const drop = new DragEvent('drop', { dataTransfer: fileOf(chain, 'edited.chain.json'), bubbles: true, cancelable: true });
    expect(await checked(() => $('#dropzone').dispatchEvent(drop))).to.equal('failed');
    expect($('#verify-summary').textContent).to.match(/^FAILED xycore chain 04ea47213f60 from edited\.chain\.json: 1 problem, first bad entry 1 \(y does not match sha256 of its y_state\)/);
    expect(rows().map((r) => r.ok)).to.deep.equal(['true', 'false', 'true']);
    expect(rows()[1]!.link).to.equal('✗ fails: y does not match sha256 of its y_state');
    expect(status().textContent).to.include('entry 1 fails');
  });

  it('the button for a copy with entry 1 edited fails there too', async () => {
    expect(await checked(() => $('#try-tampered').click())).to.equal('failed');
    expect(rows().map((r) => r.ok)).to.deep.equal(['true', 'false', 'true']);
  });

  it('says the problems in the language chosen, with the elements\' words, and back in English', async () => {
    const problems = () => [...document.querySelectorAll('#verify-problems li')].map((li) => li.textContent);
    const choose = async (lang: string, shows: RegExp) => {
      const select = $<HTMLSelectElement>('#findings-lang');
      select.value = lang;
      select.dispatchEvent(new Event('change'));
      const deadline = Date.now() + 4000;
      while (!shows.test(problems().join()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    };
    expect([...$<HTMLSelectElement>('#findings-lang').options].map((o) => o.value)).to.include.members(['en', 'de', 'ar', 'he', 'ja']);
    expect(await checked(() => $('#try-tampered').click())).to.equal('failed');
    await choose('de', /Eintrag/);
    expect(problems()).to.deep.equal(['Eintrag 1: y stimmt nicht mit dem sha256 seines y_state überein']);
    expect(rows()[1]!.link).to.equal('✗ fails: y stimmt nicht mit dem sha256 seines y_state überein');
    expect($('#verify-problems').lang).to.equal('de');
    await choose('he', /רשומה/);
    // Right to left, each value isolated (FSI…PDI) so the sentence keeps its order.
    expect(problems().map((line) => line!.replace(/[\u2068\u2069]/g, ''))).to.deep.equal(['רשומה 1: y אינו תואם את ה־sha256 של ה־y_state שלו']);
    expect($('#verify-problems').dir).to.equal('rtl');
    await choose('en', /entry 1/);
    expect(problems()).to.deep.equal(['entry 1: y does not match sha256 of its y_state']);
    // The summary stays the line reasoning-verify prints.
    expect($('#verify-summary').textContent).to.match(/^FAILED xycore chain/);
  });

  it('pins trusted keys: the signer\'s key passes, another fails every entry', async () => {
    $<HTMLTextAreaElement>('#trusted-keys').value = XY3_KEY;
    expect(await checked(() => $('#try-recorded').click())).to.equal('ok');
    expect($('#verify-summary').textContent).to.match(/key pinned$/);
    $<HTMLTextAreaElement>('#trusted-keys').value = '11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=';
    expect(await checked(() => $<HTMLButtonElement>('#check-again').click())).to.equal('failed');
    expect(rows().map((r) => r.signature?.startsWith('✗'))).to.deep.equal([true, true, true]);
    $<HTMLTextAreaElement>('#trusted-keys').value = '';
  });

  it('a receipt of this service: its chain and attestation are read from base_url and checked', async () => {
    const run = await fetch('/proxy/run', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input: 'A feedback loop in the team.', session_name: `verify-page-${Date.now()}` }),
    });
    const { receipt } = (await run.json()) as { receipt: { id: string } };
    let read: { verified: boolean } & Record<string, unknown> = { verified: false };
    for (let i = 0; i < 100 && !read.verified; i++) {
      await new Promise((r) => setTimeout(r, 50));
      read = await (await fetch(`/api/receipts/${receipt.id}`)).json();
    }
    expect(await checked(() => choose(fileOf(read, 'receipt.json')))).to.equal('ok');
    expect($('#verify-summary').textContent).to.match(/^VERIFIED xy-sha256-v1 chain \S+ from receipt\.json: 1 link, signatures 1 valid/);
    expect(rows()[0]!.signature).to.equal('– not signed per entry');
  });

  it('says what it read when the file is not a chain, and draws nothing from it', async () => {
    expect(await checked(() => choose(fileOf({ hello: '<img src=x onerror=alert(1)>' }, 'other.json')))).to.equal('failed');
    expect(status().textContent).to.match(/^Not a chain/);
    expect($('#verify-result').hidden).to.equal(true);
    expect(await checked(() => choose(fileOf('{ nope', 'broken.json')))).to.equal('failed');
    expect(status().textContent).to.match(/^broken\.json is not JSON/);
  });
});
