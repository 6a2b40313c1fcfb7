/**
 * The provider's scanner and prices (reference §5.12), read for the confirmation: a failure leaves
 * `scan` null or a price unknown, and never blocks the send.
 */

import * as transactions from '../core/api/routes/transactions.ts';
import type { WireScanAsset, WireScanResponse } from '../core/api/scanWire.ts';
import type { FoyerCore } from '../core/createFoyerCore.ts';
import type { AssetInfo, TransactionScan } from './sendTypes.ts';

/** A token's dollar price from the provider's `token_price` route; null when it has none or fails. */
export async function tokenUsdPrice(core: FoyerCore, chainId: number, symbol: string, signal: AbortSignal) {
  try {
    const { usd } = await core.api.call(transactions.tokenPrice, {
      query: { chainId: String(chainId), tokenSymbol: symbol },
      signal,
    });
    return typeof usd === 'number' && Number.isFinite(usd) ? usd : null;
  } catch {
    return null;
  }
}

/** `value` (in the asset's smallest unit) in dollars at `price`; null without a price. */
export function usdValue(value: bigint, decimals: number, price: number | null): number | null {
  return price === null ? null : (Number(value) / 10 ** decimals) * price;
}

const kinds: Record<WireScanAsset['type'], AssetInfo['kind']> = {
  NATIVE: 'native',
  ERC20: 'erc20',
  ERC721: 'erc721',
  ERC1155: 'erc1155',
  SOL: 'sol',
  SPL: 'spl',
};

/** The scanner's answer, read into the kit's shape (amounts priced by `prices`, by symbol). */
export function readScan(wire: WireScanResponse, prices: ReadonlyMap<string, number | null>): TransactionScan {
  const { validation, simulation } = wire;
  const verdict =
    validation.status === 'Success' ? (validation.result_type.toLowerCase() as TransactionScan['verdict']) : 'benign';
  const warnings =
    validation.status === 'Success'
      ? (validation.features ?? []).map(({ type, description }) => ({ code: type, description }))
      : [];
  const changes: TransactionScan['changes'] = [];
  if (simulation.status === 'Success') {
    for (const diff of simulation.assets_diffs) {
      const kind = kinds[diff.asset.type] ?? 'erc20';
      const asset: AssetInfo = {
        kind,
        address: kind === 'native' || kind === 'sol' ? null : (diff.asset.address ?? null),
        symbol: diff.asset.symbol,
        decimals: diff.asset.decimals,
      };
      const price =
        (kind === 'native' || kind === 'erc20' || kind === 'sol' || kind === 'spl') && asset.symbol
          ? (prices.get(asset.symbol) ?? null)
          : null;
      for (const direction of ['in', 'out'] as const) {
        for (const amount of diff[direction]) {
          const value = BigInt(amount.value);
          changes.push({
            direction,
            amount: {
              asset,
              value,
              ...(amount.token_id === undefined ? {} : { tokenId: BigInt(amount.token_id) }),
              usd: usdValue(value, asset.decimals, price),
            },
          });
        }
      }
    }
  }
  return { verdict, warnings, changes, simulationError: simulation.status === 'Error' ? simulation.error : null };
}

/**
 * Scans a transaction with the provider's scanner before it is shown: an EVM chain id with
 * `eth_sendTransaction` and the call, or `solana:<cluster>` with `signAndSendTransaction` and the
 * base64 wire transaction. The answer, or null when scanning failed or answered something else.
 */
export async function scanTransaction(
  core: FoyerCore,
  chainId: number | string,
  request: { method: 'eth_sendTransaction' | 'signAndSendTransaction'; params: unknown[] },
  signal: AbortSignal,
): Promise<WireScanResponse | null> {
  try {
    const wire = await core.api.call(transactions.scanTransaction, {
      body: { chain_id: chainId, metadata: { domain: globalThis.location?.host ?? '' }, request },
      signal,
    });
    return isScanResponse(wire) ? wire : null;
  } catch {
    return null;
  }
}

/** Whether a scanner's answer has the reference's shape (a provider may answer anything). */
export function isScanResponse(wire: unknown): wire is WireScanResponse {
  const { validation, simulation } = (wire ?? {}) as Partial<WireScanResponse>;
  const simulated =
    simulation?.status === 'Error' || (simulation?.status === 'Success' && Array.isArray(simulation.assets_diffs));
  return (validation?.status === 'Success' || validation?.status === 'Error') && simulated;
}
