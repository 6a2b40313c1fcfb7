import { FoyerError, isFoyerError } from '../errors/FoyerError.ts';

/**
 * True when a request's reply was lost after it was sent: a 5xx (the server or a proxy in front of it
 * failed), a timeout or a dropped connection. The server may have processed the request, or not.
 */
function replyLost(error: unknown): boolean {
  if (!isFoyerError(error)) return false;
  if (error.kind === 'timeout' || error.kind === 'network') return true;
  return error.kind === 'api' && (error as FoyerError & { status: number }).status >= 500;
}

/**
 * `request`, a call that spends a one-time code (its route has `retry: false`). When its reply is
 * lost, the code may be used up: the error becomes `code_outcome_unknown` (a new code is needed)
 * instead of the wrong-code refusal a second try would earn.
 */
export async function spendCode<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (!replyLost(error)) throw error;
    throw new FoyerError('code_outcome_unknown', 'The code was sent but the reply was lost: request a new code', {
      cause: error,
    });
  }
}
