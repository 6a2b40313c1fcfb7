import { createEmulator, type Emulator } from '@foyer/emulator';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore } from '../../../../../test/support/testCore.ts';
import { testEip1193Wallet } from '../../../../../test/support/testEip1193Wallet.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { FlowIntent } from '../../core/flow/types.ts';
import { authenticatedAtom, recentLoginAtom, userAtom } from '../../core/store/atoms.ts';
import { connectedExternalWalletsAtom } from '../../core/store/externalWallets.ts';
import { createEthereumWallets, type DiscoveryTarget } from '../../ethereum/external/discovery.ts';
import { createWalletConnectionFlow } from '../../wallets/external/connection.flow.ts';
import { createSiweLoginFlow } from './siweLogin.flow.ts';

const APP = 'foyer-siwe-flow-app-00001';
const ORIGIN = 'http://localhost:5173';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP, wallet_auth: true, email_auth: true, allowed_domains: [ORIGIN] }] });
});

/** A page with one EIP-6963 wallet (a real viem key), a core, discovery and both flows. */
async function setup<Intent extends FlowIntent = 'login'>(intent?: Intent, options: { chainId?: number } = {}) {
  const test = createTestCore(emulator, { appId: APP });
  await test.core.start();
  const page = new EventTarget() as DiscoveryTarget;
  const wallet = testEip1193Wallet(privateKeyToAccount(generatePrivateKey()), options);
  wallet.announce(page);
  const discovery = createEthereumWallets(page);
  const connection = createWalletConnectionFlow(test.core, {
    drivers: { ethereum: discovery.driver },
    supportedChainIds: ['eip155:1'],
  });
  const siwe = createSiweLoginFlow(test.core, { intent, domain: 'localhost:5173', uri: ORIGIN });
  const onComplete = vi.fn();
  const onError = vi.fn();
  siwe.callbacks = { onComplete, onError };
  return { ...test, wallet, discovery, connection, siwe, onComplete, onError };
}

describe('external Ethereum wallet + SIWE against the emulator', () => {
  it('discovers the EIP-6963 wallet by rdns as metamask, connects, signs in: statuses in order', async () => {
    const { core, discovery, connection, siwe, wallet, onComplete, count } = await setup();
    expect(discovery.getOptions()).toEqual([
      expect.objectContaining({ id: 'metamask', name: 'Test Wallet', source: 'eip6963', installed: true }),
    ]);
    const connected = await connection.commands.connect(discovery.getOptions()[0]!);
    expect(connected.status).toBe('connected');
    expect(core.store.get(connectedExternalWalletsAtom)).toEqual([
      expect.objectContaining({ walletClientType: 'metamask', chainId: 'eip155:1', linked: false }),
    ]);

    const statuses: string[] = [];
    siwe.subscribe(() => statuses.push(siwe.getSnapshot().status));
    const done = await siwe.commands.loginWithWallet(connected.connection!);
    expect(statuses).toEqual(['generating-message', 'awaiting-signature', 'submitting-signature', 'done']);
    expect(done.status).toBe('done');
    expect(count('/api/v1/siwe/init')).toBe(1);
    expect(wallet.calls).toContain('personal_sign');

    const message = parseSiweMessage(done.message!);
    expect(message).toMatchObject({
      domain: 'localhost:5173',
      uri: ORIGIN,
      version: '1',
      chainId: 1,
      resources: ['https://privy.io'],
    });
    expect(message.address).toBe(connected.connection!.address);
    expect(core.store.get(authenticatedAtom)).toBe(true);
    expect(core.store.get(recentLoginAtom)).toMatchObject({
      method: 'siwe',
      accountType: 'wallet',
      walletClientType: 'metamask',
    });
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({
        intent: 'login',
        isNewUser: true,
        loginMethod: 'siwe',
        loginAccount: expect.objectContaining({ type: 'wallet' }),
      }),
    );
  });

  it('a wallet on another chain is switched to a supported one first', async () => {
    const { discovery, connection, wallet } = await setup('login', { chainId: 10 });
    const statuses: string[] = [];
    connection.subscribe(() => statuses.push(connection.getSnapshot().status));
    const connected = await connection.commands.connect(discovery.getOptions()[0]!);
    expect(statuses).toEqual(['connecting', 'switching_to_supported_chain', 'connected']);
    expect(connected.connection?.chainId).toBe('eip155:1');
    expect(wallet.chainId()).toBe(1);
  });

  it('a refused connection can be retried twice, then not', async () => {
    const { discovery, connection, wallet } = await setup();
    const option = discovery.getOptions()[0]!;
    wallet.failNext('eth_requestAccounts', 4001);
    let state = await connection.commands.connect(option);
    expect(state).toMatchObject({
      status: 'disconnected',
      canRetry: true,
      error: { code: ErrorCode.USER_REJECTED_REQUEST },
    });
    wallet.failNext('eth_requestAccounts', -32002, 'Already processing eth_requestAccounts');
    state = await connection.commands.retry();
    expect(state).toMatchObject({ canRetry: true, error: { code: ErrorCode.WALLET_CONNECTION_PENDING } });
    wallet.failNext('eth_requestAccounts', 4001);
    state = await connection.commands.retry();
    expect(state).toMatchObject({ status: 'disconnected', canRetry: false });
    expect((await connection.commands.retry()).status).toBe('disconnected');
  });

  it('a rejected signature (4001) is an error at the sign step, and a new attempt fetches a new nonce', async () => {
    const { discovery, connection, siwe, wallet, onError, count } = await setup();
    const { connection: connected } = await connection.commands.connect(discovery.getOptions()[0]!);
    wallet.failNext('personal_sign', 4001);
    const failed = await siwe.commands.loginWithWallet(connected!);
    expect(failed).toMatchObject({
      status: 'error',
      failedStep: 'sign',
      error: { code: ErrorCode.USER_REJECTED_REQUEST },
    });
    expect(onError).toHaveBeenCalledTimes(1);
    expect((await siwe.commands.loginWithWallet(connected!)).status).toBe('done');
    expect(count('/api/v1/siwe/init')).toBe(2);
  });

  it('the headless path: generateMessage, sign anywhere, loginWithSignature; a returning wallet logs in', async () => {
    const { siwe } = await setup();
    const account = privateKeyToAccount(generatePrivateKey());
    const generated = await siwe.commands.generateMessage({ address: account.address.toLowerCase(), chainId: 1 });
    expect(generated.status).toBe('awaiting-signature');
    const message = generated.message!;
    expect(message).toContain(account.address); // checksummed (EIP-55)
    const signature = await account.signMessage({ message });
    expect((await siwe.commands.loginWithSignature({ message, signature })).result).toMatchObject({ isNewUser: true });

    const again = await setup();
    await again.siwe.commands.generateMessage({ address: account.address, chainId: 'eip155:1' });
    const second = again.siwe.getSnapshot().message!;
    const done = await again.siwe.commands.loginWithSignature({
      message: second,
      signature: await account.signMessage({ message: second }),
    });
    expect(done.result).toMatchObject({ isNewUser: false });
  });

  it('links the wallet to a signed-in user (intent link), and it shows as linked', async () => {
    const { core, discovery, connection, siwe } = await setup('link');
    const email = `siwe.${Date.now()}@example.com`;
    const session = await emulator.seed({
      apps: [],
      users: [{ app_id: APP, linked_accounts: [{ type: 'email', address: email }] }],
    });
    const auth = await emulator.createSession(session.users[0]!.id);
    core.session.applyAuthResponse(auth);
    const { connection: connected } = await connection.commands.connect(discovery.getOptions()[0]!);
    const done = await siwe.commands.loginWithWallet(connected!);
    expect(done.result).toMatchObject({ intent: 'link', linkMethod: 'siwe' });
    expect(core.store.get(userAtom)?.linkedAccounts.map((a) => a.type)).toEqual(['email', 'wallet']);
    await connection.commands.disconnect();
    expect(core.store.get(connectedExternalWalletsAtom)).toEqual([]);
  });
});
