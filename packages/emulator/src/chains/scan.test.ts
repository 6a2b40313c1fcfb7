import { HEADER, type WireScanRequest, type WireScanResponse } from '@foyer/headless/contract';
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  maxUint256,
  numberToHex,
  parseEther,
  parseUnits,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../createEmulator.ts';
import { DEFAULT_APP_ID } from '../domains/apps/index.ts';
import { emulatorEvmChains } from '../localChains.ts';
import { nft721, nft1155, usdc } from './evm/contracts/artifacts.ts';
import { EVM_TOKEN_ADDRESSES } from './evmChains.ts';

const OTHER_APP_ID = 'foyer-scan-other-app-0001';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator();
  emulator.seed({ apps: [{ id: OTHER_APP_ID }] });
});
afterAll(() => emulator.close());

const newAddress = () => privateKeyToAccount(generatePrivateKey()).address;

async function scan(tx: Record<string, string>, appId = DEFAULT_APP_ID): Promise<WireScanResponse> {
  const body: WireScanRequest = {
    chain_id: 31337,
    metadata: { domain: 'localhost' },
    request: { method: 'eth_sendTransaction', params: [tx] },
  };
  const response = await fetch(`${emulator.url}/api/v1/scan/transaction`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HEADER.appId]: appId },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as WireScanResponse;
}

const call = (abi: readonly unknown[], functionName: string, args: unknown[]) =>
  encodeFunctionData({ abi: abi as never, functionName: functionName as never, args: args as never });

describe('POST /api/v1/scan/transaction on an EVM chain', () => {
  it('simulates a native transfer: the value goes out (gas excluded), and nothing stays on the chain', async () => {
    const from = newAddress();
    const to = newAddress();
    await emulator.chains.fund(from, { native: '1' });
    const result = await scan({ from, to, value: numberToHex(parseEther('0.3')) });
    expect(result.validation).toEqual({ status: 'Success', result_type: 'Benign', features: [] });
    expect(result.simulation).toEqual({
      status: 'Success',
      assets_diffs: [
        {
          asset: { type: 'NATIVE', symbol: 'ETH', name: 'Ether', decimals: 18 },
          in: [],
          out: [{ value: parseEther('0.3').toString() }],
        },
      ],
      exposures: [],
    });
    const reader = createPublicClient({ chain: emulatorEvmChains(emulator.url)[0], transport: http() });
    expect(await reader.getBalance({ address: to })).toBe(0n);
    expect(await reader.getBalance({ address: from })).toBe(parseEther('1'));
  });

  it('reads an ERC-20 transfer from its logs', async () => {
    const from = newAddress();
    const to = newAddress();
    await emulator.chains.fund(from, { native: '1', usdc: '50' });
    const data = call(usdc.abi, 'transfer', [to, parseUnits('20', 6)]);
    const result = await scan({ from, to: EVM_TOKEN_ADDRESSES.usdc, data });
    expect(result.simulation).toEqual({
      status: 'Success',
      assets_diffs: [
        {
          asset: {
            type: 'ERC20',
            address: EVM_TOKEN_ADDRESSES.usdc,
            symbol: 'USDC',
            name: 'USD Coin (Foyer Local)',
            decimals: 6,
          },
          in: [],
          out: [{ value: '20000000' }],
        },
      ],
      exposures: [],
    });
  });

  it('warns of an unlimited approval and shows the exposure', async () => {
    const from = newAddress();
    const spender = newAddress();
    await emulator.chains.fund(from, { native: '1' });
    const result = await scan({
      from,
      to: EVM_TOKEN_ADDRESSES.usdc,
      data: call(usdc.abi, 'approve', [spender, maxUint256]),
    });
    expect(result.validation).toMatchObject({
      status: 'Success',
      result_type: 'Warning',
      features: [{ type: 'UNLIMITED_APPROVAL', address: spender }],
    });
    expect(result.simulation).toMatchObject({
      status: 'Success',
      assets_diffs: [],
      exposures: [
        {
          asset: { type: 'ERC20', symbol: 'USDC' },
          spenders: { [spender]: { value: maxUint256.toString(), is_unlimited: true } },
        },
      ],
    });
  });

  it('warns of setApprovalForAll, on ERC-721 and ERC-1155 collections', async () => {
    const from = newAddress();
    const operator = newAddress();
    await emulator.chains.fund(from, { native: '1' });
    for (const [collection, abi, type] of [
      [EVM_TOKEN_ADDRESSES.nft721, nft721.abi, 'ERC721'],
      [EVM_TOKEN_ADDRESSES.nft1155, nft1155.abi, 'ERC1155'],
    ] as const) {
      const result = await scan({ from, to: collection, data: call(abi, 'setApprovalForAll', [operator, true]) });
      expect(result.validation).toMatchObject({
        result_type: 'Warning',
        features: [{ type: 'SET_APPROVAL_FOR_ALL', address: operator }],
      });
      expect(result.simulation).toMatchObject({
        exposures: [{ asset: { type }, spenders: { [operator]: { approval_for_all: true } } }],
      });
    }
  });

  it('reads NFTs in: an ERC-721 and an ERC-1155 mint', async () => {
    const from = newAddress();
    await emulator.chains.fund(from, { native: '1' });
    const nft = await scan({ from, to: EVM_TOKEN_ADDRESSES.nft721, data: call(nft721.abi, 'mint', [from]) });
    expect(nft.simulation).toMatchObject({
      assets_diffs: [{ asset: { type: 'ERC721', symbol: 'FNFT', decimals: 0 }, in: [{ value: '1' }], out: [] }],
    });
    const multi = await scan({
      from,
      to: EVM_TOKEN_ADDRESSES.nft1155,
      data: call(nft1155.abi, 'mint', [from, 7n, 3n]),
    });
    expect(multi.simulation).toMatchObject({
      assets_diffs: [{ asset: { type: 'ERC1155', symbol: 'FMULTI' }, in: [{ value: '3', token_id: '7' }], out: [] }],
    });
  });

  it('calls a deny-listed spender malicious for the app that listed it only', async () => {
    const from = newAddress();
    const spender = newAddress();
    await emulator.chains.fund(from, { native: '1' });
    emulator.forApp(OTHER_APP_ID).chains.denyList([spender]);
    const tx = { from, to: EVM_TOKEN_ADDRESSES.usdc, data: call(usdc.abi, 'approve', [spender, 10n]) };
    expect((await scan(tx, OTHER_APP_ID)).validation).toMatchObject({
      result_type: 'Malicious',
      features: [{ type: 'DENY_LISTED', address: spender }],
    });
    expect((await scan(tx)).validation).toMatchObject({ result_type: 'Benign', features: [] });
  });

  it('answers a revert as a simulation error with the reason, and warns of a call to an address without code', async () => {
    const from = newAddress();
    await emulator.chains.fund(from, { native: '1' });
    const overdrawn = await scan({
      from,
      to: EVM_TOKEN_ADDRESSES.usdc,
      data: call(usdc.abi, 'transfer', [newAddress(), 1n]),
    });
    expect(overdrawn.simulation).toEqual({ status: 'Error', error: 'ERC20: transfer amount exceeds balance' });
    const empty = newAddress();
    const noCode = await scan({ from, to: empty, data: '0xa9059cbb' });
    expect(noCode.validation).toMatchObject({
      result_type: 'Warning',
      features: [{ type: 'NO_CODE_RECIPIENT', address: empty }],
    });
  });

  it('does not lose a send made while a scan runs', async () => {
    const chain = emulatorEvmChains(emulator.url)[0];
    const account = privateKeyToAccount(generatePrivateKey());
    const wallet = createWalletClient({ account, chain, transport: http() });
    const reader = createPublicClient({ chain, transport: http() });
    await emulator.chains.fund(account.address, { native: '1' });
    const recipient = newAddress();
    const scans = Array.from({ length: 4 }, () =>
      scan({ from: account.address, to: recipient, value: numberToHex(1000n) }),
    );
    const hash: Hex = await wallet.sendTransaction({ to: recipient, value: 5n });
    await Promise.all(scans);
    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await reader.getBalance({ address: recipient })).toBe(5n);
  });

  it('refuses a malformed transaction or an unknown chain with invalid_data', async () => {
    const response = await fetch(`${emulator.url}/api/v1/scan/transaction`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HEADER.appId]: DEFAULT_APP_ID },
      body: JSON.stringify({
        chain_id: '1',
        metadata: { domain: 'x' },
        request: { method: 'eth_sendTransaction', params: [{ from: newAddress() }] },
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'invalid_data',
      error: expect.stringContaining('No chain "1"'),
    });
  });
});

describe('GET /api/v1/token_price', () => {
  it('answers the local prices, and 404 for an unknown token', async () => {
    const price = (query: string) =>
      fetch(`${emulator.url}/api/v1/token_price?${query}`, { headers: { [HEADER.appId]: DEFAULT_APP_ID } });
    expect(await (await price('chainId=31337&tokenSymbol=ETH')).json()).toEqual({ usd: 3000 });
    expect(await (await price('chainId=0&tokenSymbol=SOL')).json()).toEqual({ usd: 150 });
    expect(await (await price('chainId=31337&tokenSymbol=USDC')).json()).toEqual({ usd: 1 });
    expect((await price('chainId=31337&tokenSymbol=DOGE')).status).toBe(404);
  });
});
