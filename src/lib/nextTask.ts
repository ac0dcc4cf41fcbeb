/**
 * Resolves in a new task: the browser may paint and handle input in between. Not `setTimeout(0)`: a
 * chain of them is clamped to 4 ms a step after the fifth (the HTML standard's nesting rule), and the
 * app's start is such a chain. A message to ourselves is never clamped. Not `scheduler.yield()` either:
 * its continuations go before every other waiting task, and the stored session's read (IndexedDB's
 * answers, first-paint.js) then waited for the whole start (measured: the early requests left 50 ms later).
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'function') {
    return new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `callback` once the browser has nothing more urgent to do (its idle period), after `timeoutMs`
 * at the latest; a browser without idle callbacks (Safari) runs it after `fallbackMs`.
 */
export function whenIdle(callback: () => void, { timeoutMs = 1_000, fallbackMs = 200 } = {}): void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
  } else setTimeout(callback, fallbackMs);
}
