// Browser side of test/server/fixture.ts (mounted at /fixture/ on the dev server's origin).
import type { Step } from '../../server/fixture.js';

export type { Step };

/** Scripts a fresh scenario and returns its base URL (same origin). */
export async function scenario(steps: Step[]): Promise<string> {
  const name = `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const response = await fetch(`/fixture/_script/${name}`, { method: 'POST', body: JSON.stringify(steps) });
  if (!response.ok) throw new Error(`could not script the fixture: ${response.status}`);
  return `${location.origin}/fixture/${name}`;
}

export async function hits(base: string): Promise<{ count: number; aborted: number; requests: Array<{ method: string; path: string; body: string }> }> {
  const name = base.slice(base.lastIndexOf('/') + 1);
  return (await fetch(`/fixture/_hits/${name}`)).json();
}

/** Lets the scenario's held answers (steps with `hold`) go. */
export async function release(base: string): Promise<void> {
  const name = base.slice(base.lastIndexOf('/') + 1);
  const response = await fetch(`/fixture/_release/${name}`, { method: 'POST' });
  if (!response.ok) throw new Error(`could not release the fixture: ${response.status}`);
}

/** Polls `check` until it holds; the deadline only ends a wait that would never end (sized for a busy machine). */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() >= deadline) throw new Error(`never happened within ${timeoutMs / 1000} s: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';
