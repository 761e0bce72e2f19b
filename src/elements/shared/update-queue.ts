/**
 * The badges' updates, run in slices. A page of a thousand badges asks for a
 * thousand first draws at once (when the definition loads and upgrades them)
 * and for hundreds more as the receipts arrive; drawn in one go they would
 * hold the main thread for hundreds of milliseconds. Here they run in order,
 * starting in a microtask as Lit's would, and after SLICE_MS (a frame) of drawing the
 * rest go on in a task of their own, so the page can paint and answer input
 * between slices.
 */
const SLICE_MS = 16;

interface Updatable {
  performUpdate(): void;
}

const queue: Updatable[] = [];
let scheduled = false;
let channel: MessageChannel | undefined;

/** Runs `drain` in a new task: a message, without setTimeout's clamp once timers nest. */
function inNextTask(): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(drain, 0);
    return;
  }
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = drain;
  }
  channel.port2.postMessage(null);
}

export function scheduleUpdate(element: Updatable): void {
  queue.push(element);
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(drain);
}

function drain(): void {
  const start = performance.now();
  for (let i = 0; i < queue.length; i++) {
    try {
      queue[i]!.performUpdate();
    } catch (error) {
      // One element's failure is the page's to see, not a reason to stop drawing the others.
      queueMicrotask(() => {
        throw error;
      });
    }
    if (performance.now() - start >= SLICE_MS && i + 1 < queue.length) {
      queue.splice(0, i + 1);
      inNextTask();
      return;
    }
  }
  queue.length = 0;
  scheduled = false;
}
