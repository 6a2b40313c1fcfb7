import { AbortedError, TimeoutError, toFoyerError } from '../../core/errors/FoyerError.ts';

/** What an app's token getter may return: a JWT, or nothing when its user is signed out. */
export type CustomTokenGetter = () => Promise<string | null | undefined> | string | null | undefined;

/**
 * Calls the app's getter, bounded: it settles within `timeoutMs` (a `TimeoutError`), or as soon as
 * `signal` aborts (an `AbortedError`), whatever the getter does. An empty string counts as no token.
 */
export function readToken(getToken: CustomTokenGetter, signal: AbortSignal, timeoutMs: number): Promise<string | null> {
  return new Promise<string | null>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      done();
      reject(new AbortedError('getToken'));
    };
    const timer = setTimeout(() => {
      done();
      reject(new TimeoutError('getToken', timeoutMs));
    }, timeoutMs);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort);
    Promise.resolve()
      .then(getToken)
      .then(
        (token) => {
          done();
          resolve(token ? token : null);
        },
        (error: unknown) => {
          done();
          reject(toFoyerError(error));
        },
      );
  });
}
