import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { type ChainRpc, ChainRpcError } from '../jsonRpc.ts';
import type { EthereumSendReceipt } from '../sendTypes.ts';
import type { Hex } from '../types.ts';

/** Spec §8 'Request timeout': a receipt not seen by then fails the send (the transaction may still land). */
export const RECEIPT_TIMEOUT_MS = 120_000;
const POLL_MS = 100;

interface WireReceipt {
  status: Hex;
  blockNumber: Hex;
  gasUsed: Hex;
  effectiveGasPrice?: Hex;
}

/**
 * Broadcasts a signed transaction and waits for its receipt (polled). A reverted receipt fails with
 * `transaction_failure` (spec 'Transaction failed'); a node's refusal with its message.
 */
export async function submitEthereumSend(
  rpc: ChainRpc,
  signed: Hex,
  signal?: AbortSignal,
  onHash?: (hash: Hex) => void,
): Promise<EthereumSendReceipt> {
  let hash: Hex;
  try {
    hash = (await rpc('eth_sendRawTransaction', [signed])) as Hex;
  } catch (error) {
    if (!(error instanceof ChainRpcError)) throw error;
    const funds = /insufficient funds|sender doesn't have enough funds/i.test(error.message);
    throw new FoyerError(funds ? ErrorCode.INSUFFICIENT_BALANCE : ErrorCode.TRANSACTION_FAILURE, error.message);
  }
  onHash?.(hash);
  return waitForReceipt(rpc, hash, signal);
}

/**
 * Polls the chain for `hash`'s receipt: resolves it once mined; a reverted one fails with
 * `transaction_failure`, none within 120 s with `client_request_timeout` (the hash in `details`).
 */
export async function waitForReceipt(rpc: ChainRpc, hash: Hex, signal?: AbortSignal): Promise<EthereumSendReceipt> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS;
  for (;;) {
    const receipt = (await rpc('eth_getTransactionReceipt', [hash])) as WireReceipt | null;
    if (receipt) {
      const gasUsed = BigInt(receipt.gasUsed);
      const result: EthereumSendReceipt = {
        hash,
        status: receipt.status === '0x1' ? 'success' : 'reverted',
        blockNumber: BigInt(receipt.blockNumber),
        gasUsed,
        fee: gasUsed * BigInt(receipt.effectiveGasPrice ?? '0x0'),
      };
      if (result.status === 'reverted') {
        throw new FoyerError(ErrorCode.TRANSACTION_FAILURE, `Transaction ${hash} reverted`, { details: { hash } });
      }
      return result;
    }
    if (Date.now() > deadline) {
      throw new FoyerError(ErrorCode.CLIENT_REQUEST_TIMEOUT, `No receipt for ${hash} yet`, { details: { hash } });
    }
    if (signal?.aborted) throw signal.reason;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
