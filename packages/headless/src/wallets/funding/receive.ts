import { sleep } from '../../core/api/retry.ts';
import type { FundingTarget } from './types.ts';

/** Spec §9: the receive screen reads the balance every 2 s. */
export const RECEIVE_POLL_MS = 2_000;
const RECEIVE_WATCH_MS = 30 * 60_000;

/**
 * The QR's payload (spec §2 'Receive funds'): a payment URI of the chain type. Ethereum: EIP-681
 * (`ethereum:<address>@<chainId>`, or the token's `transfer` for an ERC-20); Solana: a Solana Pay
 * URI, with `spl-token=<mint>` for USDC.
 */
export function receiveUri(target: FundingTarget): string {
  if (target.chainType === 'solana') {
    return target.asset.kind === 'spl' && target.asset.address
      ? `solana:${target.address}?spl-token=${target.asset.address}`
      : `solana:${target.address}`;
  }
  const chainId = target.chainId.slice('eip155:'.length);
  return target.asset.kind === 'erc20' && target.asset.address
    ? `ethereum:${target.asset.address}@${chainId}/transfer?address=${target.address}`
    : `ethereum:${target.address}@${chainId}`;
}

/**
 * Reads the target's balance every 2 s until aborted (30 minutes at most), each read to `onBalance`;
 * a failed read is skipped (the next may work). `read` resolves the balance in the smallest unit.
 */
export async function watchReceive(
  read: (signal: AbortSignal) => Promise<bigint>,
  {
    signal,
    intervalMs = RECEIVE_POLL_MS,
    onBalance,
  }: { signal: AbortSignal; intervalMs?: number; onBalance(balance: bigint): void },
): Promise<void> {
  const giveUpAt = Date.now() + RECEIVE_WATCH_MS;
  while (Date.now() < giveUpAt) {
    try {
      onBalance(await read(signal));
    } catch (error) {
      if (signal.aborted) throw error;
    }
    await sleep(intervalMs, signal);
  }
}
