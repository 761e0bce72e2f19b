/**
 * What a failed run means for the console: cancelled or failed, the problem
 * shown in plain words, and the `run-error` event's detail. A failed
 * cross-origin request looks the same whether the proxy is down or refused
 * this page's origin, so the proxy is asked which (diagnose.ts).
 */
import { errorDetail, type ErrorDetail } from '../shared/events.js';
import { proxyAnswers } from './diagnose.js';
import { describeRunError, isCrossOrigin, type RunContext, type RunProblem } from './error-messages.js';

export interface RunFailure {
  /** The person (or the page) cancelled it: not a fault. */
  aborted: boolean;
  problem: RunProblem;
  /** The `run-error` event's detail, without the request. */
  detail: ErrorDetail;
}

export async function readRunFailure(error: unknown, signal: AbortSignal, context: RunContext): Promise<RunFailure> {
  // Our own timeout aborts the request too; it is a failure, not a cancellation.
  const aborted = signal.aborted && !hasKind(error, 'timeout');
  if (!aborted && hasKind(error, 'network') && isCrossOrigin(context.runUrl, context.pageOrigin)) {
    context = { ...context, reachable: await proxyAnswers(context.runUrl!) };
  }
  const problem = describeRunError(aborted ? new DOMException('Cancelled', 'AbortError') : error, context);
  const detail = aborted ? { error: error instanceof Error ? error : new Error(String(error)), kind: 'aborted' } : errorDetail(error);
  return { aborted, problem, detail };
}

function hasKind(error: unknown, kind: string): boolean {
  return !!error && typeof error === 'object' && (error as { kind?: unknown }).kind === kind;
}
