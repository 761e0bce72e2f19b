// LatestLoad (src/elements/shared/latest-load.ts) stands in for @lit/task: what Task's users rely on
// beyond "the newest answer wins" (test/browser/chain-badge/latest-load.test.ts): the four statuses in
// order, the last value kept while a new run is pending and cleared by an error (Task's `value` is
// "undefined if the previous run errored"), taskComplete resolving and rejecting like Task's, and abortOnDisconnect (the run in flight aborted and dropped when the host leaves the page,
// started again when it comes back) against the default (a run keeps going off the page).
import { expect } from '@open-wc/testing';
import { ReactiveElement } from 'lit';
import { LatestLoad, type LatestLoadOptions } from '../../../src/elements/shared/latest-load.js';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Run {
  key: string;
  signal: AbortSignal;
  answer: Deferred<string>;
}

/** A host whose load takes `key`; every run waits for the test to answer it. */
function defineHost(tag: string, options: Pick<LatestLoadOptions<readonly [string], string>, 'abortOnDisconnect'> = {}) {
  class Host extends ReactiveElement {
    static override properties = { key: {} };
    declare key: string;
    runs: Run[] = [];
    completed: string[] = [];
    errors: unknown[] = [];
    /** The status and value each update saw, in order. */
    seen: string[] = [];
    load = new LatestLoad(this, {
      ...options,
      run: ([key]: readonly [string], signal) => {
        const answer = deferred<string>();
        this.runs.push({ key, signal, answer });
        return answer.promise;
      },
      args: () => [this.key] as const,
      onComplete: (value) => this.completed.push(value),
      onError: (error) => this.errors.push(error),
    });
    protected override update(changed: Map<PropertyKey, unknown>): void {
      super.update(changed);
      this.seen.push(`${this.load.status}:${this.load.value ?? ''}`);
    }
  }
  customElements.define(tag, Host);
  return Host;
}

const KeptHost = defineHost('latest-load-kept');
const AwayHost = defineHost('latest-load-away', { abortOnDisconnect: true });

async function attach<T extends HTMLElement & { updateComplete: Promise<boolean> }>(el: T): Promise<T> {
  document.body.append(el);
  await el.updateComplete;
  return el;
}

describe('LatestLoad beside @lit/task', () => {
  it('goes initial, pending, complete, pending (the last value kept), error (value cleared, as Task does), complete', async () => {
    const el = new KeptHost();
    el.key = 'a';
    expect(el.load.status).to.equal('initial');
    expect(el.load.value).to.equal(undefined);
    await attach(el);
    expect(el.load.status).to.equal('pending');
    el.runs[0]!.answer.resolve('A');
    expect(await el.load.taskComplete).to.equal('A');
    await el.updateComplete;
    expect(el.load.status).to.equal('complete');

    el.key = 'b';
    await el.updateComplete;
    // Like Task: pending again, and the previous answer still there to show meanwhile.
    expect(el.load.status).to.equal('pending');
    expect(el.load.value).to.equal('A');
    const failure = new Error('b failed');
    el.runs[1]!.answer.reject(failure);
    let rejected: unknown;
    await el.load.taskComplete.catch((e: unknown) => (rejected = e));
    expect(rejected).to.equal(failure);
    expect(el.load.status).to.equal('error');
    expect(el.load.error).to.equal(failure);
    expect(el.load.value).to.equal(undefined);

    el.key = 'c';
    await el.updateComplete;
    el.runs[2]!.answer.resolve('C');
    expect(await el.load.taskComplete).to.equal('C');
    await el.updateComplete;
    expect(el.load.status).to.equal('complete');
    expect(el.load.error).to.equal(undefined);
    expect(el.seen).to.deep.equal(['pending:', 'complete:A', 'pending:A', 'error:', 'pending:', 'complete:C']);
    expect(el.completed).to.deep.equal(['A', 'C']);
    expect(el.errors).to.deep.equal([failure]);
    el.remove();
  });

  it('taskComplete waits for the newest run, not for the one it overtook', async () => {
    const el = new KeptHost();
    el.key = 'a';
    await attach(el);
    const waiting = el.load.taskComplete;
    el.key = 'b';
    await el.updateComplete;
    el.runs[0]!.answer.resolve('A');
    el.runs[1]!.answer.resolve('B');
    expect(await waiting).to.equal('B');
    el.remove();
  });

  it('by default a run keeps going when the host leaves the page, and its answer lands', async () => {
    const el = new KeptHost();
    el.key = 'a';
    await attach(el);
    el.remove();
    expect(el.runs[0]!.signal.aborted).to.equal(false);
    el.runs[0]!.answer.resolve('A');
    await el.load.complete;
    expect(el.load.status).to.equal('complete');
    expect(el.completed).to.deep.equal(['A']);
  });

  it('abortOnDisconnect: the run in flight is aborted and dropped when the host leaves, and runs again when it is back', async () => {
    const el = new AwayHost();
    el.key = 'a';
    await attach(el);
    const first = el.runs[0]!;
    el.remove();
    expect(first.signal.aborted).to.equal(true);
    expect((first.signal.reason as DOMException).name).to.equal('AbortError');
    // The stopped run answers anyway: nothing of it reaches the host.
    first.answer.resolve('stale');
    await Promise.resolve();
    expect(el.completed).to.deep.equal([]);
    // Off the page, a change starts nothing.
    el.key = 'b';
    await el.updateComplete;
    expect(el.runs).to.have.length(1);
    // Back on the page: one run, with the arguments of now.
    await attach(el);
    expect(el.runs.map((r) => r.key)).to.deep.equal(['a', 'b']);
    expect(el.load.status).to.equal('pending');
    el.runs[1]!.answer.resolve('B');
    expect(await el.load.taskComplete).to.equal('B');
    expect(el.completed).to.deep.equal(['B']);
    el.remove();
  });

  it('abortOnDisconnect: a host that left after its run settled does not run again on its way back', async () => {
    const el = new AwayHost();
    el.key = 'a';
    await attach(el);
    el.runs[0]!.answer.resolve('A');
    await el.load.complete;
    el.remove();
    await attach(el);
    expect(el.runs).to.have.length(1);
    expect(el.load.status).to.equal('complete');
    expect(el.load.value).to.equal('A');
    el.remove();
  });
});
