/**
 * `verify`'s chain check, run in a Web Worker where the page allows one (client/verify/worker-check.ts),
 * with this package's Trusted Types policy for the worker's URL. The checker's chunk loads on first use.
 */
import type { ChainCheckOptions, ChainCheckStream } from '../../client/verify.js';
import { workerScriptUrl } from '../shared/trusted-types.js';

const checker = () => import('../../client/verify/index.js');

/** Starts loading the checker's code, so that it is there when the first page is (the attestation is read meanwhile). */
export function preloadChecker(): void {
  checker().catch(() => {}); // a failure shows when the check asks for it
}

/** A check under way: a ChainCheckStream that can be ended before its result, which ends its worker. */
export interface ChainCheckRun extends ChainCheckStream {
  end(): void;
}

export function startChainCheck(options: ChainCheckOptions, signal: AbortSignal): ChainCheckRun {
  const ended = new AbortController();
  const either = AbortSignal.any([signal, ended.signal]);
  const stream = checker().then((module) => module.createOffThreadCheck(options, { signal: either, scriptUrl: workerScriptUrl }));
  let links = 0;
  return {
    get links() {
      return links;
    },
    async push(entries) {
      if (Array.isArray(entries)) links += entries.length;
      return (await stream).push(entries);
    },
    async finish(end) {
      return (await stream).finish(end);
    },
    end: () => ended.abort(),
  };
}
