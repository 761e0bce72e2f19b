// <chain-badge>'s base: the part of Lit's ReactiveElement a badge uses, written out. Each behaviour a page
// or a framework relies on with Lit is held here: attributes and properties, reflection, values set before
// the definition, controllers, updateComplete, and one draw per task for any number of changes.
import { expect, waitUntil } from '@open-wc/testing';
import type { ReactiveController } from 'lit';
import { PlainElement } from '../../../src/elements/shared/plain-element.js';

let count = 0;
/** A fresh element class under a fresh tag, counting its draws. */
function defineProbe(drawCost = 0) {
  const tag = `plain-probe-${++count}`;
  class Probe extends PlainElement {
    static override plainProperties = {
      name: { attribute: 'name', reflect: true, value: 'none' },
      note: { attribute: 'note' },
      hidden2: {},
    };
    static {
      this.finalizeProperties();
    }
    declare name: string;
    declare note: string | null | undefined;
    declare hidden2: unknown;
    draws = 0;
    /** Task in which each draw ran (a counter bumped by every macrotask the test schedules). */
    drawnIn: number[] = [];
    protected override update(): void {
      this.draws++;
      this.drawnIn.push(tick);
      const end = performance.now() + drawCost;
      while (performance.now() < end) {
        /* a draw that costs time */
      }
      this.root.textContent = `${this.name}|${this.note ?? ''}`;
    }
  }
  customElements.define(tag, Probe);
  return { tag, Probe };
}
let tick = 0;

describe('PlainElement', () => {
  it('mirrors attributes into properties and reflects property changes the page makes, never a default', async () => {
    const { tag } = defineProbe();
    const el = document.createElement(tag) as HTMLElement & { name: string; note: string | null; updateComplete: Promise<boolean> };
    document.body.append(el);
    await el.updateComplete;
    expect(el.hasAttribute('name')).to.equal(false, 'a default stays in its property: the page markup is its own');
    el.setAttribute('note', 'from attribute');
    expect(el.note).to.equal('from attribute');
    el.name = 'from property';
    expect(el.getAttribute('name')).to.equal('from property');
    el.note = 'property only';
    expect(el.hasAttribute('note') && el.getAttribute('note')).to.equal('from attribute', 'note does not reflect');
    el.removeAttribute('note');
    expect(el.note).to.equal(null);
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.equal('from property|');
    el.remove();
  });

  it('draws once per task however many properties change, and updateComplete waits for it', async () => {
    const { tag } = defineProbe();
    const el = document.createElement(tag) as HTMLElement & { name: string; note: string; draws: number; updateComplete: Promise<boolean> };
    document.body.append(el);
    await el.updateComplete;
    const before = el.draws;
    el.name = 'a';
    el.note = 'b';
    el.name = 'c';
    expect(await el.updateComplete).to.equal(true);
    expect(el.draws - before).to.equal(1);
    expect(el.shadowRoot!.textContent).to.equal('c|b');
    el.name = 'c'; // the same value: no draw
    await el.updateComplete;
    expect(el.draws - before).to.equal(1);
    el.remove();
  });

  it('takes properties a page set before the definition loaded, through their accessors', async () => {
    const tag = `plain-probe-${count + 1}`;
    const early = document.createElement(tag) as HTMLElement & { name: string };
    early.name = 'set early';
    document.body.append(early);
    const { Probe } = defineProbe();
    expect(early).to.be.instanceOf(Probe);
    await (early as unknown as { updateComplete: Promise<boolean> }).updateComplete;
    expect(Object.keys(early)).to.not.include('name');
    expect(early.getAttribute('name')).to.equal('set early');
    expect(early.shadowRoot!.textContent).to.equal('set early|');
    early.remove();
  });

  it('tells its controllers of connection, each update and disconnection, as Lit does', async () => {
    const { tag } = defineProbe();
    const el = document.createElement(tag) as PlainElement & HTMLElement & { name: string };
    const seen: string[] = [];
    const controller: ReactiveController = {
      hostConnected: () => seen.push('connected'),
      hostUpdate: () => seen.push('update'),
      hostUpdated: () => seen.push('updated'),
      hostDisconnected: () => seen.push('disconnected'),
    };
    el.addController(controller);
    expect(seen).to.deep.equal([], 'not told of a connection before there is one');
    document.body.append(el);
    await el.updateComplete;
    el.remove();
    expect(seen).to.deep.equal(['connected', 'update', 'updated', 'disconnected']);
    document.body.append(el);
    el.addController({ hostConnected: () => seen.push('late controller connected') });
    expect(seen.slice(-2)).to.deep.equal(['connected', 'late controller connected']);
    el.remove();
  });

  it('spreads many draws over several tasks instead of holding the page in one', async () => {
    const { tag } = defineProbe(1); // each draw costs 1 ms: 200 of them cannot fit in one slice
    tick = 0;
    const els = Array.from({ length: 200 }, () => document.createElement(tag) as HTMLElement & { drawnIn: number[]; updateComplete: Promise<boolean> });
    const ticking = setInterval(() => tick++, 0);
    document.body.append(...els);
    await Promise.all(els.map((el) => el.updateComplete));
    clearInterval(ticking);
    const tasks = new Set(els.map((el) => el.drawnIn[0]));
    expect(tasks.size, 'the draws ran in more than one task').to.be.greaterThan(1);
    await waitUntil(() => els.every((el) => el.shadowRoot!.textContent === 'none|'));
    for (const el of els) el.remove();
  });
});
