import type {
  WireScanAmount,
  WireScanAsset,
  WireScanAssetDiff,
  WireScanExposure,
  WireScanFeature,
} from '@foyer/headless/contract';
import {
  decodeEventLog,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  maxUint256,
} from 'viem';
import { nft721, nft1155 } from './contracts/artifacts.ts';
import type { ChainCall } from './rpc.ts';

export interface Log {
  address: Hex;
  topics: [Hex, ...Hex[]];
  data: Hex;
}

export interface Receipt {
  status: string;
  gasUsed: string;
  effectiveGasPrice: string;
  logs: Log[];
}

/** The token events the scanner reads (ERC-20, ERC-721 and ERC-1155 share names, not topic counts). */
const tokenEvents = [...nft721.abi, ...nft1155.abi].filter((item) => item.type === 'event');
const erc20Events = erc20Abi.filter((item) => item.type === 'event');

const NATIVE: WireScanAsset = { type: 'NATIVE', symbol: 'ETH', name: 'Ether', decimals: 18 };

/** `symbol()` / `name()` / `decimals()` of a token, or null when it has none. */
async function read(call: ChainCall, token: Hex, functionName: 'symbol' | 'name' | 'decimals'): Promise<unknown> {
  try {
    const result = await call('eth_call', [
      { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName }) },
      'latest',
    ]);
    return decodeFunctionResult({ abi: erc20Abi, functionName, data: result as Hex });
  } catch {
    return null;
  }
}

async function tokenAsset(call: ChainCall, type: WireScanAsset['type'], address: Hex): Promise<WireScanAsset> {
  const [symbol, name, decimals] = await Promise.all([
    read(call, address, 'symbol'),
    read(call, address, 'name'),
    type === 'ERC20' ? read(call, address, 'decimals') : 0,
  ]);
  return {
    type,
    address,
    symbol: typeof symbol === 'string' ? symbol : null,
    name: typeof name === 'string' ? name : null,
    decimals: typeof decimals === 'number' ? decimals : 0,
  };
}

/** Whether `token` says it is an ERC-1155 (ApprovalForAll is the same event on ERC-721). */
async function isErc1155(call: ChainCall, token: Hex): Promise<boolean> {
  const abi = nft1155.abi;
  try {
    const result = await call('eth_call', [
      { to: token, data: encodeFunctionData({ abi, functionName: 'supportsInterface', args: ['0xd9b67a26'] }) },
      'latest',
    ]);
    return decodeFunctionResult({ abi, functionName: 'supportsInterface', data: result as Hex }) === true;
  } catch {
    return false;
  }
}

type Decoded = { eventName: string; args: Record<string, unknown> };

function decode(log: Log): Decoded | undefined {
  for (const abi of log.topics.length === 3 ? [erc20Events, tokenEvents] : [tokenEvents]) {
    try {
      return decodeEventLog({ abi, topics: log.topics, data: log.data }) as Decoded;
    } catch {
      // Not one of the token events.
    }
  }
  return undefined;
}

const same = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

/**
 * What a mined transaction changed for `user`: the native balance change (`nativeDelta`, gas
 * excluded), and from the receipt's logs the tokens in and out (ERC-20 `Transfer`, ERC-721
 * `Transfer`, ERC-1155 `TransferSingle`/`TransferBatch`) and the allowances given (`Approval`,
 * `ApprovalForAll`). Adds the features those imply (unlimited approval, approval for all) and asks
 * `denied` about every counterparty.
 */
export async function assetChanges(
  call: ChainCall,
  user: Hex,
  nativeDelta: bigint,
  receipt: Receipt,
  features: WireScanFeature[],
  denied: (address: string) => boolean,
): Promise<{ assets_diffs: WireScanAssetDiff[]; exposures: WireScanExposure[] }> {
  const diffs = new Map<string, WireScanAssetDiff>();
  const exposures = new Map<string, WireScanExposure>();
  const assets = new Map<string, Promise<WireScanAsset>>();
  const assetOf = (type: WireScanAsset['type'], address: Hex) => {
    const key = `${type}:${address.toLowerCase()}`;
    if (!assets.has(key)) assets.set(key, tokenAsset(call, type, address));
    return assets.get(key) as Promise<WireScanAsset>;
  };
  const diffOf = async (type: WireScanAsset['type'], address: Hex) => {
    const key = `${type}:${address.toLowerCase()}`;
    const asset = await assetOf(type, address);
    if (!diffs.has(key)) diffs.set(key, { asset, in: [], out: [] });
    return diffs.get(key) as WireScanAssetDiff;
  };
  const move = async (type: WireScanAsset['type'], token: Hex, from: unknown, to: unknown, amount: WireScanAmount) => {
    if (same(from, user)) {
      denied(String(to));
      (await diffOf(type, token)).out.push(amount);
    }
    if (same(to, user)) (await diffOf(type, token)).in.push(amount);
  };
  const expose = async (
    type: WireScanAsset['type'],
    token: Hex,
    spender: string,
    grant: WireScanExposure['spenders'][string],
  ) => {
    denied(spender);
    const key = `${type}:${token.toLowerCase()}`;
    if (!exposures.has(key)) exposures.set(key, { asset: await assetOf(type, token), spenders: {} });
    (exposures.get(key) as WireScanExposure).spenders[spender] = grant;
  };

  if (nativeDelta !== 0n) {
    const amount = { value: (nativeDelta < 0n ? -nativeDelta : nativeDelta).toString() };
    diffs.set('NATIVE', { asset: NATIVE, in: nativeDelta > 0n ? [amount] : [], out: nativeDelta < 0n ? [amount] : [] });
  }
  for (const log of receipt.logs) {
    const event = decode(log);
    if (!event) continue;
    const { args } = event;
    const token = getAddress(log.address);
    if (event.eventName === 'Transfer' && log.topics.length === 3) {
      await move('ERC20', token, args.from, args.to, { value: String(args.value) });
    } else if (event.eventName === 'Transfer') {
      await move('ERC721', token, args.from, args.to, { value: '1', token_id: String(args.tokenId) });
    } else if (event.eventName === 'TransferSingle') {
      await move('ERC1155', token, args.from, args.to, { value: String(args.value), token_id: String(args.id) });
    } else if (event.eventName === 'TransferBatch') {
      const ids = args.ids as bigint[];
      const values = args.values as bigint[];
      for (const [i, id] of ids.entries()) {
        await move('ERC1155', token, args.from, args.to, { value: String(values[i]), token_id: String(id) });
      }
    } else if (event.eventName === 'Approval' && same(args.owner, user)) {
      const erc20 = log.topics.length === 3;
      const value = erc20 ? (args.value as bigint) : 1n;
      const spender = String(erc20 ? args.spender : args.approved);
      if (value === 0n || /^0x0{40}$/i.test(spender)) continue;
      const unlimited = value === maxUint256;
      if (unlimited) {
        features.push({
          type: 'UNLIMITED_APPROVAL',
          description: `Gives ${spender} an unlimited allowance of the token ${token}`,
          address: spender,
        });
      }
      await expose(erc20 ? 'ERC20' : 'ERC721', token, spender, {
        value: value.toString(),
        ...(unlimited ? { is_unlimited: true } : {}),
      });
    } else if (event.eventName === 'ApprovalForAll' && args.approved === true) {
      const owner = args.owner ?? args.account;
      if (!same(owner, user)) continue;
      const operator = String(args.operator);
      features.push({
        type: 'SET_APPROVAL_FOR_ALL',
        description: `Lets ${operator} move every token of the collection ${token}`,
        address: operator,
      });
      await expose((await isErc1155(call, token)) ? 'ERC1155' : 'ERC721', token, operator, { approval_for_all: true });
    }
  }
  return { assets_diffs: [...diffs.values()], exposures: [...exposures.values()] };
}
