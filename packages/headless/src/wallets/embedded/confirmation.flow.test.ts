import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import {
  type Hex,
  http,
  parseEther,
  parseGwei,
  parseTransaction,
  recoverAddress,
  recoverTransactionAddress,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { signTransaction } from 'viem/actions';
import { sepolia } from 'viem/chains';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConfig } from 'wagmi';
import { getConnectorClient, signMessage, signTypedData } from 'wagmi/actions';
import { setupWalletRuntime } from '../../../../../test/support/walletOperations.ts';
import { solanaTransfer } from '../../../../demo/src/signing/solanaTransfer.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { readyAtom, userAtom } from '../../core/store/atoms.ts';
import { createEip1193Provider } from '../../ethereum/eip1193Provider.ts';
import { toViemAccount } from '../../ethereum/toViemAccount.ts';
import { createSolanaStandardWallet } from '../../solana/standardWallet.ts';
import { connectEmbeddedWallet } from '../../wagmi/connectEmbeddedWallet.ts';
import { embeddedWallet } from '../../wagmi/embeddedWallet.ts';
import type { SigningKind, TypedData, WalletUiRequest } from '../types.ts';
import { embeddedWallets, walletsOfChain } from './selectors.ts';
import { embeddedWalletSource } from './walletSource.ts';
import { walletUiMountsAtom, walletUiRequestAtom } from './walletUi.ts';

/**
 * Every signing path through every interface, on the real operations, with a UI mounted (the modal's
 * place) and a wallet iframe double: with wallet UIs on nothing reaches the iframe before the user
 * approves, closing rejects with each interface's user-rejected error, and with them off the same
 * paths sign without asking.
 */

const to = '0x000000000000000000000000000000000000dead';
const hash = `0x${'5a'.repeat(32)}` as const;
const typedData = {
  domain: { name: 'Foyer', version: '1', chainId: sepolia.id },
  types: { Note: [{ name: 'text', type: 'string' }] },
  primaryType: 'Note',
  message: { text: 'hi' },
} as const;
const fees = { gas: 21_000n, maxFeePerGas: parseGwei('2'), maxPriorityFeePerGas: parseGwei('1'), nonce: 0 };
const rpcFees = { gas: '0x5208', maxFeePerGas: '0x77359400', maxPriorityFeePerGas: '0x3b9aca00', nonce: '0x0' };
const solanaText = new TextEncoder().encode('Hello from Solana');
const solanaDestination = new Uint8Array(32).fill(3);

async function harness(showWalletUIs: boolean) {
  const { core, wallets: operations, service } = setupWalletRuntime({ showWalletUIs });
  await operations.createRequiredWallets();
  core.store.set(readyAtom, true);
  core.store.set(walletUiMountsAtom, 1);
  const wallets = embeddedWallets(core.store.get(userAtom));
  const ethereum = walletsOfChain(wallets, 'ethereum')[0]!;
  const solana = walletsOfChain(wallets, 'solana')[0]!;
  const provider = createEip1193Provider({ wallet: ethereum, signer: operations, chains: [sepolia] });
  const wagmi = createConfig({
    chains: [sepolia],
    connectors: [embeddedWallet()],
    transports: { [sepolia.id]: http() },
    storage: null,
  });
  connectEmbeddedWallet(wagmi, { wallets: embeddedWalletSource(core, 'ethereum'), signer: operations });
  await vi.waitFor(() => expect(wagmi.state.status).toBe('connected'));
  const standard = createSolanaStandardWallet({ wallets: embeddedWalletSource(core, 'solana'), signer: operations });
  const [account] = (await standard.features['standard:connect'].connect()).accounts;
  const shown: WalletUiRequest[] = [];
  core.store.sub(walletUiRequestAtom, () => {
    const request = core.store.get(walletUiRequestAtom);
    if (request) shown.push(request);
  });
  service.calls.length = 0;
  return {
    core,
    operations,
    service,
    ethereum: ethereum.address as Hex,
    solana: base58.decode(solana.address),
    provider,
    viem: toViemAccount({ wallet: ethereum, signer: operations }),
    wagmi,
    standard,
    account: account!,
    shown,
    rpcs: () => service.calls.filter((call) => call.event === 'privy:wallets:rpc').length,
  };
}
type Harness = Awaited<ReturnType<typeof harness>>;

const rejectedBy = {
  hooks: { code: ErrorCode.USER_REJECTED_REQUEST },
  eip1193: { name: 'ProviderRpcError', code: 4001 },
  viem: { name: 'ProviderRpcError', code: 4001 },
  wagmi: { name: 'UserRejectedRequestError', code: 4001 },
  'wallet-standard': { code: ErrorCode.USER_REJECTED_REQUEST },
};

interface Case {
  via: keyof typeof rejectedBy;
  kind: SigningKind;
  sign(t: Harness): Promise<unknown>;
  /** What the confirmation shows (part of it). */
  shows(t: Harness): Record<string, unknown>;
  verify(result: unknown, t: Harness): Promise<void>;
}

const verifyText = async (signature: unknown, t: Harness, message = 'Hello') =>
  expect(await verifyMessage({ address: t.ethereum, message, signature: signature as Hex })).toBe(true);
const verifyTyped = async (signature: unknown, t: Harness) =>
  expect(await verifyTypedData({ ...typedData, address: t.ethereum, signature: signature as Hex })).toBe(true);
const verifyHash = async (signature: unknown, t: Harness) =>
  expect(await recoverAddress({ hash, signature: signature as Hex })).toBe(t.ethereum);
const verifyTransaction = async (signed: unknown, t: Harness) => {
  expect(await recoverTransactionAddress({ serializedTransaction: signed as never })).toBe(t.ethereum);
  expect(parseTransaction(signed as Hex)).toMatchObject({ to, value: parseEther('0.5'), chainId: sepolia.id });
};
const verifySolanaText = async (signature: unknown, t: Harness) =>
  expect(ed25519.verify(signature as Uint8Array, solanaText, t.solana)).toBe(true);
const transactionShown = (chainName: string | null) => ({
  transaction: { to, value: parseEther('0.5'), chainId: sepolia.id, chainName, data: null },
});

const cases: Case[] = [
  {
    via: 'hooks',
    kind: 'message',
    sign: (t) => t.operations.signMessage('Hello'),
    shows: () => ({ message: 'Hello' }),
    verify: verifyText,
  },
  {
    via: 'hooks',
    kind: 'typed-data',
    sign: (t) => t.operations.signTypedData(typedData as unknown as TypedData),
    shows: () => ({ typedData: expect.stringContaining('"primaryType": "Note"') }),
    verify: verifyTyped,
  },
  {
    via: 'hooks',
    kind: 'solana-message',
    sign: (t) => t.operations.signSolanaMessage(solanaText),
    shows: () => ({ message: 'Hello from Solana' }),
    verify: verifySolanaText,
  },
  {
    via: 'eip1193',
    kind: 'message',
    sign: (t) => t.provider.request({ method: 'personal_sign', params: ['0x48656c6c6f', t.ethereum] }),
    shows: () => ({ message: 'Hello' }),
    verify: verifyText,
  },
  {
    via: 'eip1193',
    kind: 'typed-data',
    sign: (t) =>
      t.provider.request({
        method: 'eth_signTypedData_v4',
        params: [t.ethereum, JSON.stringify(typedData)],
      }),
    shows: () => ({ typedData: expect.stringContaining('"text": "hi"') }),
    verify: verifyTyped,
  },
  {
    via: 'eip1193',
    kind: 'transaction',
    sign: (t) =>
      t.provider.request({ method: 'eth_signTransaction', params: [{ to, value: '0x6f05b59d3b20000', ...rpcFees }] }),
    shows: () => transactionShown('Sepolia'),
    verify: verifyTransaction,
  },
  {
    via: 'eip1193',
    kind: 'raw-hash',
    sign: (t) => t.provider.request({ method: 'secp256k1_sign', params: [hash] }),
    shows: () => ({ hash }),
    verify: verifyHash,
  },
  {
    via: 'viem',
    kind: 'message',
    sign: (t) => t.viem.signMessage({ message: 'Hello' }),
    shows: () => ({ message: 'Hello' }),
    verify: verifyText,
  },
  {
    via: 'viem',
    kind: 'typed-data',
    sign: (t) => t.viem.signTypedData(typedData),
    shows: () => ({ typedData: expect.stringContaining('"primaryType": "Note"') }),
    verify: verifyTyped,
  },
  {
    via: 'viem',
    kind: 'transaction',
    sign: (t) => t.viem.signTransaction({ chainId: sepolia.id, to, value: parseEther('0.5'), ...fees }),
    // The account knows no chain: the app's supportedChains would name it (none here).
    shows: () => transactionShown(null),
    verify: verifyTransaction,
  },
  {
    via: 'viem',
    kind: 'raw-hash',
    sign: (t) => t.viem.sign!({ hash }),
    shows: () => ({ hash }),
    verify: verifyHash,
  },
  {
    via: 'wagmi',
    kind: 'message',
    sign: (t) => signMessage(t.wagmi, { message: 'Hello' }),
    shows: () => ({ message: 'Hello' }),
    verify: verifyText,
  },
  {
    via: 'wagmi',
    kind: 'typed-data',
    sign: (t) => signTypedData(t.wagmi, typedData),
    shows: () => ({ typedData: expect.stringContaining('"primaryType": "Note"') }),
    verify: verifyTyped,
  },
  {
    via: 'wagmi',
    kind: 'transaction',
    sign: async (t) =>
      signTransaction(await getConnectorClient(t.wagmi), { to, value: parseEther('0.5'), ...fees } as never),
    shows: () => transactionShown('Sepolia'),
    verify: verifyTransaction,
  },
  {
    via: 'wagmi',
    kind: 'raw-hash',
    sign: async (t) =>
      (await getConnectorClient(t.wagmi)).request({ method: 'secp256k1_sign', params: [hash] } as never),
    shows: () => ({ hash }),
    verify: verifyHash,
  },
  {
    via: 'wallet-standard',
    kind: 'solana-message',
    sign: async (t) => {
      const [output] = await t.standard.features['solana:signMessage'].signMessage({
        account: t.account,
        message: solanaText,
      });
      return output!.signature;
    },
    shows: () => ({ message: 'Hello from Solana' }),
    verify: verifySolanaText,
  },
  {
    via: 'wallet-standard',
    kind: 'solana-transaction',
    sign: async (t) => {
      const transaction = solanaTransfer(t.solana, solanaDestination, 5_000n, 0);
      const [output] = await t.standard.features['solana:signTransaction'].signTransaction({
        account: t.account,
        transaction,
      });
      return { transaction, signed: output!.signedTransaction };
    },
    shows: (t) => ({
      transaction: {
        feePayer: base58.encode(t.solana),
        instructions: [{ type: 'sol-transfer', value: 5_000n, toAccount: base58.encode(solanaDestination) }],
      },
    }),
    verify: async (result, t) => {
      const { transaction, signed } = result as { transaction: Uint8Array; signed: Uint8Array };
      expect(signed.subarray(65)).toEqual(transaction.subarray(65));
      expect(ed25519.verify(signed.subarray(1, 65), signed.subarray(65), t.solana)).toBe(true);
    },
  },
];

afterEach(() => vi.restoreAllMocks());

describe.each(cases)('$via: $kind', ({ via, kind, sign, shows, verify }) => {
  it('wallet UIs on: shows it by kind and signs only on approve', async () => {
    const t = await harness(true);
    const pending = sign(t);
    const request = await vi.waitFor(() => t.shown[0] ?? Promise.reject(new Error('nothing shown yet')));
    expect(request).toMatchObject({ kind, ...shows(t) });
    expect(t.rpcs()).toBe(0);
    await request.approve();
    await verify(await pending, t);
    expect(t.rpcs()).toBe(1);
    expect(t.core.store.get(walletUiRequestAtom)).toBeNull();
  });

  it('wallet UIs on: closing the screen rejects with the user-rejected error; nothing reaches the iframe', async () => {
    const t = await harness(true);
    const pending = sign(t);
    const request = await vi.waitFor(() => t.shown[0] ?? Promise.reject(new Error('nothing shown yet')));
    request.reject();
    await expect(pending).rejects.toMatchObject(rejectedBy[via]);
    expect(t.rpcs()).toBe(0);
  });

  it('wallet UIs off: signs at once, with no screen', async () => {
    const t = await harness(false);
    await verify(await sign(t), t);
    expect(t.shown).toEqual([]);
    expect(t.rpcs()).toBe(1);
  });
});
