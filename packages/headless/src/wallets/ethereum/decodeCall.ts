import { checksumAddress } from '../../ethereum/address.ts';
import type { ChainRpc } from '../jsonRpc.ts';
import { usdValue } from '../scan.ts';
import type { AssetAmount, AssetInfo, TransactionAction } from '../sendTypes.ts';
import type { Address, Hex } from '../types.ts';

/**
 * What an Ethereum call does, from its data (spec §3 'Decoded Ethereum call actions'): the token
 * standards' calls by selector, their token's symbol and decimals read from the chain; a call the
 * bundled signatures know, by its signature; anything else as raw data. No ABI library: the
 * arguments of these calls are fixed 32-byte words.
 */

const MAX_UINT256 = 2n ** 256n - 1n;

/** Selectors of the calls decoded into actions, and of known calls shown by signature. */
const SELECTORS = {
  transfer: '0xa9059cbb',
  approve: '0x095ea7b3',
  transferFrom: '0x23b872dd',
  setApprovalForAll: '0xa22cb465',
  safeTransferFrom721: '0x42842e0e',
  safeTransferFrom721Data: '0xb88d4fde',
  safeTransferFrom1155: '0xf242432a',
} as const;
const KNOWN_SIGNATURES: Record<string, { signature: string; args: ('address' | 'uint256' | 'bool')[] }> = {
  '0x40c10f19': { signature: 'mint(address,uint256)', args: ['address', 'uint256'] },
  '0x42966c68': { signature: 'burn(uint256)', args: ['uint256'] },
  '0xd0e30db0': { signature: 'deposit()', args: [] },
  '0x2e1a7d4d': { signature: 'withdraw(uint256)', args: ['uint256'] },
  '0x2eb2c2d6': {
    signature: 'safeBatchTransferFrom(address,address,uint256[],uint256[],bytes)',
    args: ['address', 'address'],
  },
};

const word = (data: Hex, index: number): string => data.slice(10 + index * 64, 10 + (index + 1) * 64);
const uint = (data: Hex, index: number): bigint => BigInt(`0x${word(data, index) || '0'}`);
const address = (data: Hex, index: number): Address => checksumAddress(`0x${word(data, index).slice(24)}`);
const words = (data: Hex) => Math.floor((data.length - 10) / 64);

/** A contract's `symbol()` and `decimals()`, when it has them (an NFT collection has no decimals). */
export async function tokenMetadata(
  rpc: ChainRpc,
  token: Address,
): Promise<{ symbol: string | null; decimals: number | null }> {
  const call = (data: Hex) =>
    rpc('eth_call', [{ to: token, data }, 'latest']).then(
      (result) => result as Hex,
      () => null,
    );
  const [symbol, decimals] = await Promise.all([call('0x95d89b41'), call('0x313ce567')]);
  return {
    symbol: symbol ? readString(symbol) : null,
    decimals: decimals && decimals.length === 66 ? Number(BigInt(decimals)) : null,
  };
}

/** An ABI-encoded `string` return value (or a bytes32 one, as old tokens answer). */
function readString(result: Hex): string | null {
  try {
    const bytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
    const body = result.slice(2);
    if (body.length === 64) return new TextDecoder().decode(bytes(body)).replace(/\0+$/, '') || null;
    const length = Number(BigInt(`0x${body.slice(64, 128)}`));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes(body.slice(128, 128 + length * 2))) || null;
  } catch {
    return null;
  }
}

const amountOf = (asset: AssetInfo, value: bigint, usd: number | null, tokenId?: bigint): AssetAmount => ({
  asset,
  value,
  usd,
  ...(tokenId === undefined ? {} : { tokenId }),
});

/**
 * The action of a transaction to `to` with `data` and `value` (wei). `priceOf` gives a token's dollar
 * price by symbol (null when unknown).
 */
export async function decodeCall(
  rpc: ChainRpc,
  tx: { to: Address | null; data: Hex | null; value: bigint },
  native: AssetInfo,
  priceOf: (symbol: string | null) => Promise<number | null>,
): Promise<TransactionAction> {
  const { to, data, value } = tx;
  if (to === null) return { type: 'deploy', data: data ?? '0x' };
  if (data === null || data === '0x') {
    return {
      type: 'native-transfer',
      to,
      amount: amountOf(native, value, usdValue(value, native.decimals, await priceOf(native.symbol))),
    };
  }
  const selector = data.slice(0, 10).toLowerCase();
  const n = words(data);
  const token = async (kind: 'erc20' | 'erc721' | 'erc1155') => {
    const meta = await tokenMetadata(rpc, to);
    return {
      kind,
      address: to,
      symbol: meta.symbol,
      decimals: kind === 'erc20' ? (meta.decimals ?? 18) : 0,
    } as AssetInfo;
  };
  switch (selector) {
    case SELECTORS.transfer:
      if (n >= 2) {
        const asset = await token('erc20');
        const raw = uint(data, 1);
        return {
          type: 'transfer',
          to: address(data, 0),
          amount: amountOf(asset, raw, usdValue(raw, asset.decimals, await priceOf(asset.symbol))),
        };
      }
      break;
    case SELECTORS.approve:
      if (n >= 2) {
        const asset = await token('erc20');
        const raw = uint(data, 1);
        return {
          type: 'approve',
          spender: address(data, 0),
          amount: amountOf(
            asset,
            raw,
            raw === MAX_UINT256 ? null : usdValue(raw, asset.decimals, await priceOf(asset.symbol)),
          ),
          unlimited: raw === MAX_UINT256,
        };
      }
      break;
    case SELECTORS.transferFrom:
      if (n >= 3) {
        const meta = await tokenMetadata(rpc, to);
        const raw = uint(data, 2);
        if (meta.decimals === null) {
          const asset: AssetInfo = { kind: 'erc721', address: to, symbol: meta.symbol, decimals: 0 };
          return {
            type: 'nft-transfer',
            from: address(data, 0),
            to: address(data, 1),
            amount: amountOf(asset, 1n, null, raw),
          };
        }
        const asset: AssetInfo = { kind: 'erc20', address: to, symbol: meta.symbol, decimals: meta.decimals };
        return {
          type: 'transferFrom',
          from: address(data, 0),
          to: address(data, 1),
          amount: amountOf(asset, raw, usdValue(raw, asset.decimals, await priceOf(asset.symbol))),
        };
      }
      break;
    case SELECTORS.safeTransferFrom721:
    case SELECTORS.safeTransferFrom721Data:
      if (n >= 3) {
        const asset = await token('erc721');
        return {
          type: 'nft-transfer',
          from: address(data, 0),
          to: address(data, 1),
          amount: amountOf(asset, 1n, null, uint(data, 2)),
        };
      }
      break;
    case SELECTORS.safeTransferFrom1155:
      if (n >= 4) {
        const asset = await token('erc1155');
        return {
          type: 'nft-transfer',
          from: address(data, 0),
          to: address(data, 1),
          amount: amountOf(asset, uint(data, 3), null, uint(data, 2)),
        };
      }
      break;
    case SELECTORS.setApprovalForAll:
      if (n >= 2)
        return { type: 'setApprovalForAll', contract: to, operator: address(data, 0), approved: uint(data, 1) !== 0n };
      break;
  }
  const known = KNOWN_SIGNATURES[selector];
  if (known && n >= known.args.length) {
    const args = known.args.map((type, i) =>
      type === 'address' ? address(data, i) : type === 'bool' ? String(uint(data, i) !== 0n) : uint(data, i).toString(),
    );
    return { type: 'call', contract: to, signature: known.signature, args };
  }
  return { type: 'unknown', contract: to, data };
}
