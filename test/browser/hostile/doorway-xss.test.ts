// Every XSS payload in every field of the open-source Doorway server's answer
// (content.success note, second shape, all_scores names, geometric prediction,
// bridge and conflict extras and their keys, the nested receipt) and of its
// FastAPI error bodies, rendered by <reasoning-console>: nothing runs, nothing
// dangerous is rendered, the text shows as text. Most answers come from the
// fetch stub (harness.ts) for speed; some go through the real keyless proxy.
import { expect } from '@open-wc/testing';
import '../../../src/define.js';
import type { ReasoningConsoleElement } from '../../../src/elements/reasoning-console/reasoning-console.js';
import { XSS_PAYLOADS } from '../../fixtures/xss-payloads.js';
import { hostileDoorwayBody, type Recording } from '../../fixtures/real/doorway.js';
import { poke, scan, settle, stubFetch, watch, type Answer } from './harness.js';

const CHUNK = 60;
const chunks: number[][] = [];
for (let i = 0; i < XSS_PAYLOADS.length; i += CHUNK) chunks.push(XSS_PAYLOADS.slice(i, i + CHUNK).map((_, j) => i + j));

const recorded = (await (await fetch('/test/fixtures/real/doorway-run-200.json')).json()) as Recording;

function makeConsole(proxyUrl: string, key: string): ReasoningConsoleElement {
  const con = document.createElement('reasoning-console') as ReasoningConsoleElement;
  con.setAttribute('proxy-url', proxyUrl);
  con.setAttribute('storage-key', key);
  document.body.append(con);
  return con;
}

describe('XSS corpus in the open-source server’s answers', function () {
  this.timeout(120_000);

  chunks.forEach((indices, c) => {
    it(`payloads ${indices[0]}–${indices.at(-1)} in every Doorway field and error body`, async () => {
      const base = `/hostile/doorway${c}-${Date.now().toString(36)}`;
      const w = watch();
      let nextRun: Answer = { status: 500 };
      const restore = stubFetch(new Map(), (path) => (path === `${base}/proxy/run` ? nextRun : undefined));
      const con = makeConsole(`${base}/proxy`, `doorway-xss-${c}-${Date.now()}`);
      try {
        await con.updateComplete;
        const runs: [Answer, boolean][] = [];
        for (const i of indices) {
          const p = XSS_PAYLOADS[i]!;
          runs.push([{ json: hostileDoorwayBody(recorded, p) }, true]);
          runs.push([{ status: 422, json: { detail: [{ type: p, loc: ['body', p, 0], msg: p, input: { [p]: p } }] } }, false]);
          runs.push([{ status: 400, json: { detail: p } }, false]);
        }
        for (const [answer, ok] of runs) {
          nextRun = answer;
          con.value = 'hostile';
          expect(await con.send()).to.equal(ok);
        }
        await con.updateComplete;
        expect(con.shadowRoot!.querySelectorAll('article.turn').length).to.equal(indices.length);
        expect(con.shadowRoot!.querySelectorAll('.no-public-receipt').length).to.equal(indices.length);
        expect(con.shadowRoot!.querySelector('chain-badge')).to.equal(null);

        poke(con);
        await settle(150);
        expect(scan(con, 'console').slice(0, 10)).to.deep.equal([]);
        // Shown as text: the last payload's answer text is in the transcript as typed characters.
        const probe = XSS_PAYLOADS[indices.at(-1)!]!.replace(/\s+/g, ' ').trim().split(' ')[0]!;
        if (probe && !/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/.test(probe)) {
          expect(con.shadowRoot!.textContent).to.include(probe);
        }
        w.check();
      } finally {
        con.remove();
        restore();
        w.stop();
      }
    });
  });

  it('hostile answers through the real keyless proxy stay inert too', async () => {
    const w = watch();
    const con = makeConsole('/fixture-doorway/proxy', `doorway-xss-real-${Date.now()}`);
    try {
      await con.updateComplete;
      const picks = XSS_PAYLOADS.filter((_, i) => i % 25 === 0);
      for (const [n, p] of picks.entries()) {
        const input = `hostile answer ${n} ${Date.now()}`;
        await fetch('/fixture-doorway/_answer', { method: 'POST', body: JSON.stringify({ input, body: hostileDoorwayBody(recorded, p) }) });
        con.value = input;
        expect(await con.send()).to.equal(true);
      }
      await con.updateComplete;
      expect(con.shadowRoot!.querySelectorAll('article.turn').length).to.equal(picks.length);
      poke(con);
      await settle(150);
      expect(scan(con, 'console').slice(0, 10)).to.deep.equal([]);
      w.check();
    } finally {
      con.remove();
      w.stop();
    }
  });
});
