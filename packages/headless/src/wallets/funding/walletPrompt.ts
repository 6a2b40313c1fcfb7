import { AbortedError } from '../../core/errors/FoyerError.ts';
import { WALLET_REQUEST_TIMEOUT_MS, withWalletTimeout } from '../external/timeout.ts';

/**
 * An external wallet's answer to a prompt, within the spec's 120 s ('Wallet request timed out'),
 * and `aborted` as soon as `signal` aborts (the prompt itself cannot be taken back, only ignored).
 */
export function walletAnswer<T>(prompt: Promise<T>, signal: AbortSignal, what: string): Promise<T> {
  if (signal.aborted) return Promise.reject(new AbortedError(what));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new AbortedError(what));
    signal.addEventListener('abort', onAbort, { once: true });
    withWalletTimeout(prompt, WALLET_REQUEST_TIMEOUT_MS, signal, what)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}
