import { TimeoutError } from '../errors/FoyerError.ts';

/**
 * Runs `task` with a signal that aborts when `signal` does or when `ms` have passed. At the deadline
 * it rejects at once with a TimeoutError (`what` names the work), whether or not the task has ended.
 */
export function withDeadline<T>(
  what: string,
  ms: number,
  signal: AbortSignal,
  task: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal.reason);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = () => {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  };
  return new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => {
      done();
      reject(new TimeoutError(what, ms));
      controller.abort();
    }, ms);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    task(controller.signal).then(resolve, reject).finally(done);
  });
}
