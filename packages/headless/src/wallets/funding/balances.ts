/**
 * Balances and token facts funding reads from the app's chains (spec §7 'Chain RPC'): the native
 * currency, an ERC-20's `balanceOf`, `symbol` and `decimals`, and an SPL token's accounts.
 */
import { base64 } from '@scure/base';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { tokenMetadata } from '../ethereum/decodeCall.ts';
import { ChainRpcError, chainRpc } from '../jsonRpc.ts';
import type { Address, Hex } from '../types.ts';
import { evmChainOf, rpcUrlOf } from './appChains.ts';
import type { FundingTarget } from './types.ts';

/** Whose balance of what, where (a `FundingTarget` is one). */
export interface BalanceQuery {
  chainType: 'ethereum' | 'solana';
  /** CAIP-2: `eip155:31337`, `solana:localnet`. */
  chainId: string;
  address: string;
  asset: Pick<FundingTarget['asset'], 'kind' | 'address'>;
}

const BALANCE_OF = '0x70a08231';
/** An SPL token account: mint (32 bytes), owner (32), then the amount (u64, little end first). */
const TOKEN_AMOUNT_OFFSET = 64;

const word = (address: string) => address.slice(2).toLowerCase().padStart(64, '0');

/** `calldata` of `balanceOf(owner)`. */
const balanceOfData = (owner: string): Hex => `${BALANCE_OF}${word(owner)}`;

const unavailable = (what: string, cause: unknown) =>
  new FoyerError(ErrorCode.NETWORK_ERROR, `The chain did not give ${what}`, { cause });

/**
 * `query.address`'s balance in the asset's smallest unit (wei, token units, lamports): native
 * (`eth_getBalance`, `getBalance`), an ERC-20's `balanceOf`, or the sum of the owner's accounts of an
 * SPL mint (0 without one). A chain that cannot answer fails with `network_error` (or its timeout).
 */
export async function readBalance(
  core: Pick<FoyerCore, 'store'>,
  query: BalanceQuery,
  { signal }: { signal: AbortSignal },
): Promise<bigint> {
  const rpc = chainRpc(rpcUrlOf(core, query.chainId), signal);
  const { kind, address: token } = query.asset;
  try {
    if (query.chainType === 'solana') {
      if (kind === 'native') {
        const { value } = (await rpc('getBalance', [query.address, { commitment: 'confirmed' }])) as { value: number };
        return BigInt(value);
      }
      const { value } = (await rpc('getTokenAccountsByOwner', [
        query.address,
        { mint: token },
        { encoding: 'base64', commitment: 'confirmed' },
      ])) as { value: { account: { data: [string, string] } }[] };
      return value.reduce((sum, { account }) => {
        const data = base64.decode(account.data[0]);
        const amount = new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(
          TOKEN_AMOUNT_OFFSET,
          true,
        );
        return sum + amount;
      }, 0n);
    }
    if (kind === 'native') return BigInt((await rpc('eth_getBalance', [query.address, 'latest'])) as Hex);
    const result = (await rpc('eth_call', [{ to: token, data: balanceOfData(query.address) }, 'latest'])) as Hex;
    if (!/^0x[0-9a-f]{64}$/i.test(result)) {
      throw new FoyerError(ErrorCode.TOKEN_DETAILS_UNAVAILABLE, `${token} has no balanceOf on ${query.chainId}`);
    }
    return BigInt(result);
  } catch (error) {
    throw error instanceof ChainRpcError ? unavailable(`the balance of ${query.address}`, error) : error;
  }
}

/** An ERC-20's symbol and decimals read from the chain (as the send screens read them); `token_details_unavailable` without them. */
export async function readTokenInfo(
  core: Pick<FoyerCore, 'store'>,
  { chainId, address }: { chainId: string; address: Address },
  { signal }: { signal: AbortSignal },
): Promise<{ symbol: string; decimals: number }> {
  const { symbol, decimals } = await tokenMetadata(chainRpc(evmChainOf(core, chainId).rpcUrl, signal), address);
  if (symbol === null || decimals === null) {
    throw new FoyerError(ErrorCode.TOKEN_DETAILS_UNAVAILABLE, `${address} on ${chainId} gives no symbol or decimals`);
  }
  return { symbol, decimals };
}
