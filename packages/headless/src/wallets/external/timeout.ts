import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';

/**
 * How long an external wallet may leave a prompt (connect, chain switch, signature) unanswered
 * before the kit gives up with 'Wallet request timed out' and offers 'Retry' (spec wallets §8:
 * 'Request timeout' 120000 ms).
 */
export const WALLET_REQUEST_TIMEOUT_MS = 120_000;

/**
 * `promise`, or a `WALLET_REQUEST_TIMEOUT` error once `ms` have passed without an answer (a wallet
 * that never answers must not hang the flow). The timer stops when the signal aborts.
 */
export function withWalletTimeout<T>(promise: Promise<T>, ms: number, signal: AbortSignal, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new FoyerError(ErrorCode.WALLET_REQUEST_TIMEOUT, `The wallet did not answer the ${what} in ${ms} ms`)),
      ms,
    );
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
