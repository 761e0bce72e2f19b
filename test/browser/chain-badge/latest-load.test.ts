// LatestLoad (the badge's stand-in for @lit/task): a change of arguments aborts the
// run in flight, and only the newest run's answer or error reaches the host, even
// when an older run ignores its signal and settles last.
import { expect } from '@open-wc/testing';
import { ReactiveElement } from 'lit';
import { LatestLoad } from '../../../src/elements/shared/latest-load.js';

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

class LoadHost extends ReactiveElement {
  static override properties = { key: {} };
  declare key: string;
  runs: { key: string; signal: AbortSignal; answer: Deferred<string> }[] = [];
  completed: string[] = [];
  errors: unknown[] = [];
  renders: string[] = [];
  load = new LatestLoad(this, {
    // Ignores its signal on purpose: the controller alone must keep stale answers out.
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
    this.renders.push(`${this.load.status}:${this.load.value ?? ''}`);
  }
}
customElements.define('latest-load-host', LoadHost);

async function host(key: string): Promise<LoadHost> {
  const el = document.createElement('latest-load-host') as LoadHost;
  el.key = key;
  document.body.append(el);
  await el.updateComplete;
  return el;
}

describe('LatestLoad', () => {
  it('aborts the run in flight when the arguments change, and keeps only the newest answer', async () => {
    const el = await host('a');
    expect(el.load.status).to.equal('pending');
    expect(el.renders).to.deep.equal(['pending:']);
    el.key = 'b';
    await el.updateComplete;
    expect(el.runs.map((r) => r.key)).to.deep.equal(['a', 'b']);
    expect(el.runs[0]!.signal.aborted).to.equal(true);
    expect(el.runs[1]!.signal.aborted).to.equal(false);
    const done = el.load.complete;
    el.runs[1]!.answer.resolve('B');
    await done;
    // The overtaken run answers last: nothing of it reaches the host.
    el.runs[0]!.answer.resolve('A');
    await Promise.resolve();
    await el.updateComplete;
    expect(el.load.status).to.equal('complete');
    expect(el.load.value).to.equal('B');
    expect(el.completed).to.deep.equal(['B']);
    expect(el.renders.at(-1)).to.equal('complete:B');
    el.remove();
  });

  it('ignores an overtaken run\'s error, reports the newest one, and runs again only when an argument changes', async () => {
    const el = await host('a');
    el.key = 'b';
    await el.updateComplete;
    el.runs[0]!.answer.reject(new Error('stale'));
    const fresh = new Error('fresh');
    el.runs[1]!.answer.reject(fresh);
    await el.load.complete;
    expect(el.load.status).to.equal('error');
    expect(el.load.error).to.equal(fresh);
    expect(el.errors).to.deep.equal([fresh]);
    // Same arguments: no new run.
    el.requestUpdate();
    await el.updateComplete;
    expect(el.runs).to.have.length(2);
    el.key = 'c';
    await el.updateComplete;
    expect(el.runs).to.have.length(3);
    expect(el.load.status).to.equal('pending');
    el.runs[2]!.answer.resolve('C');
    await el.load.complete;
    expect(el.load.status).to.equal('complete');
    expect(el.load.error).to.equal(undefined);
    el.remove();
  });
});
