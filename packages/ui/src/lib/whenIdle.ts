/**
 * Runs `task` once the page is idle (at most `timeoutMs` later), so prefetching never competes with
 * the page's own start. Returns a cancel function. Call it in an effect: it touches `window`.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
