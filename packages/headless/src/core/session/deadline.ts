import { untilAborted } from '../api/client.ts';
import { AbortedError, TimeoutError } from '../errors/FoyerError.ts';

/**
 * Runs `task` with a signal that aborts when `signal` does (AbortedError) or after `ms`
 * (TimeoutError); `what` names the work. Rejects with that error at once, whether or not the task
 * has ended.
 */
export async function withDeadline<T>(
  what: string,
  ms: number,
  signal: AbortSignal,
  task: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(new AbortedError(what));
  const timer = setTimeout(() => controller.abort(new TimeoutError(what, ms)), ms);
  if (signal.aborted) onAbort();
  signal.addEventListener('abort', onAbort);
  try {
    return await untilAborted(task(controller.signal), controller.signal);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}
