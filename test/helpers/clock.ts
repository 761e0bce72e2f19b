// Deterministic time for tests: timeouts on a fake clock (only setTimeout and
// clearTimeout, so fetch, Lit's microtasks and the test runner stay real), and events as gates.
import FakeTimers, { type Clock } from '@sinonjs/fake-timers';

/** Replaces setTimeout/clearTimeout with a clock that moves only when the test ticks it. */
export function fakeTimeouts(): Clock {
  return FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** The next `type` event dispatched on `target` (listen before causing it). */
export function nextEvent<E extends Event = Event>(target: EventTarget, type: string): Promise<E> {
  return new Promise((resolve) => target.addEventListener(type, (e) => resolve(e as E), { once: true }));
}
