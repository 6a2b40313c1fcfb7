import { createEmulator, type Emulator } from '@foyer/emulator';
import { type Hex, hexToString } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAIRING_URI } from '../../../../../stories/fixtures/externalWallets.fixtures.ts';
import { createTestCore } from '../../../../../test/support/testCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { appConfigAtom, authenticatedAtom, recentLoginAtom } from '../../core/store/atoms.ts';
import { connectedExternalWalletsAtom } from '../../core/store/externalWallets.ts';
import { createSiweLoginFlow } from '../../flows/siwe/siweLogin.flow.ts';
import { createWalletConnectionFlow } from '../../wallets/external/connection.flow.ts';
import {
  createWalletConnect,
  type WalletConnectConnector,
  type WalletConnectConnectorFactory,
  type WalletConnectSession,
  walletConnectConnectorOf,
  walletConnectOf,
  walletConnectOption,
  walletConnectProjectId,
} from './walletConnect.ts';

/**
 * WalletConnect offline: a connector double hands out a fixed pairing URI and, once the test
 * "scans" it, a session whose `personal_sign` signs with a real viem key; SIWE runs against the
 * emulator. (The real sign client needs WalletConnect's relay: docs/external-wallets.md.)
 */
const APP = 'foyer-walletconnect-app01';
const ORIGIN = 'http://localhost:5173';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({
    apps: [{ id: APP, wallet_auth: true, allowed_domains: [ORIGIN], wallet_connect_cloud_project_id: 'project-1' }],
  });
});

/** A phone wallet behind WalletConnect: `scan()` approves the pending proposal, `refuse()` rejects it. */
function phoneWallet(chainId = 1) {
  const account = privateKeyToAccount(generatePrivateKey());
  const calls: { chainId: string; method: string }[] = [];
  const proposals: string[][] = [];
  let settle: { approve(session: WalletConnectSession): void; reject(error: unknown): void } | null = null;
  const session: WalletConnectSession = {
    accounts: [`eip155:${chainId}:${account.address.toLowerCase()}`],
    async request({ chainId: on, method, params }) {
      calls.push({ chainId: on, method });
      if (method === 'personal_sign') return account.signMessage({ message: hexToString(params[0] as Hex) });
      return null;
    },
    async disconnect() {
      calls.push({ chainId: '', method: 'disconnect' });
    },
  };
  const connector: WalletConnectConnector = {
    async propose(chains) {
      proposals.push([...chains]);
      return {
        uri: PAIRING_URI,
        approval: () =>
          new Promise<WalletConnectSession>((approve, reject) => {
            settle = { approve, reject };
          }),
      };
    },
  };
  const waitForProposal = async () => {
    while (!settle) await new Promise((resolve) => setTimeout(resolve, 5));
    const pending = settle;
    settle = null;
    return pending;
  };
  return {
    account,
    calls,
    proposals,
    connector,
    scan: async () => (await waitForProposal()).approve(session),
    refuse: async () => (await waitForProposal()).reject(Object.assign(new Error('User rejected.'), { code: 5000 })),
  };
}

async function setup(chainId?: number) {
  const test = createTestCore(emulator, { appId: APP });
  await test.core.start();
  const wallet = phoneWallet(chainId);
  const walletConnect = createWalletConnect(
    () => wallet.connector,
    () => ['eip155:1'],
  );
  const connection = createWalletConnectionFlow(test.core, {
    drivers: { ethereum: walletConnect.driver },
    supportedChainIds: ['eip155:1'],
  });
  return { ...test, wallet, walletConnect, connection };
}

describe('WalletConnect connection (fixed pairing URI) and SIWE against the emulator', () => {
  it('publishes the pairing URI while waiting, connects once scanned, and signs in', async () => {
    const { core, wallet, walletConnect, connection } = await setup();
    const uris: (string | null)[] = [];
    walletConnect.subscribe(() => uris.push(walletConnect.getUri()));
    const connecting = connection.commands.connect(walletConnectOption);
    await wallet.scan();
    const connected = await connecting;
    expect(uris).toEqual([PAIRING_URI, null]);
    expect(wallet.proposals).toEqual([['eip155:1']]);
    expect(connected).toMatchObject({
      status: 'connected',
      connection: { address: wallet.account.address, chainId: 'eip155:1' },
    });
    expect(core.store.get(connectedExternalWalletsAtom)).toEqual([
      expect.objectContaining({ walletClientType: 'wallet_connect', connectorType: 'wallet_connect', linked: false }),
    ]);

    const siwe = createSiweLoginFlow(core, { domain: 'localhost:5173', uri: ORIGIN });
    const done = await siwe.commands.loginWithWallet(connected.connection!);
    expect(done.status).toBe('done');
    expect(wallet.calls).toEqual([{ chainId: 'eip155:1', method: 'personal_sign' }]);
    expect(core.store.get(authenticatedAtom)).toBe(true);
    expect(core.store.get(recentLoginAtom)).toMatchObject({ method: 'siwe', walletClientType: 'wallet_connect' });

    await connection.commands.disconnect();
    expect(wallet.calls.at(-1)).toEqual({ chainId: '', method: 'disconnect' });
    expect(core.store.get(connectedExternalWalletsAtom)).toEqual([]);
  });

  it('a wallet on another chain is asked to switch through the session', async () => {
    const { wallet, connection } = await setup(137);
    const connecting = connection.commands.connect(walletConnectOption);
    await wallet.scan();
    expect(await connecting).toMatchObject({ status: 'connected', connection: { chainId: 'eip155:1' } });
    expect(wallet.calls).toEqual([{ chainId: 'eip155:137', method: 'wallet_switchEthereumChain' }]);
  });

  it('a refused proposal is user_rejected_request, clears the URI, and may be retried', async () => {
    const { wallet, walletConnect, connection } = await setup();
    const refused = connection.commands.connect(walletConnectOption);
    await wallet.refuse();
    expect(await refused).toMatchObject({
      status: 'disconnected',
      canRetry: true,
      error: { code: ErrorCode.USER_REJECTED_REQUEST },
    });
    expect(walletConnect.getUri()).toBeNull();
    const retried = connection.commands.retry();
    await wallet.scan();
    expect((await retried).status).toBe('connected');
  });

  it('resetting while the code shows ends the wait and clears the URI', async () => {
    const { walletConnect, connection } = await setup();
    void connection.commands.connect(walletConnectOption);
    await expect.poll(() => walletConnect.getUri()).toBe(PAIRING_URI);
    connection.commands.reset();
    await expect.poll(() => walletConnect.getUri()).toBeNull();
  });

  it('walletConnectOf: one per core, over the app’s connector made for its project id, proposing its chains', async () => {
    const wallet = phoneWallet();
    const made: unknown[] = [];
    const test = createTestCore(emulator, {
      appId: APP,
      config: {
        externalWallets: {
          walletConnect: {
            connector: (options: Parameters<WalletConnectConnectorFactory>[0]) => {
              made.push(options);
              return wallet.connector;
            },
          },
        },
      },
    });
    await test.core.start();
    const config = test.core.store.get(appConfigAtom)!;
    expect(walletConnectProjectId(config)).toBe('project-1');
    const walletConnect = walletConnectOf(test.core);
    expect(walletConnectOf(test.core)).toBe(walletConnect);
    const pending = walletConnect.driver.connect(walletConnectOption, { signal: new AbortController().signal });
    await wallet.scan();
    await expect(pending).resolves.toMatchObject({ address: wallet.account.address });
    expect(walletConnectConnectorOf(test.core)).toBe(wallet.connector);
    expect(made).toEqual([{ projectId: 'project-1', metadata: expect.objectContaining({ name: config.name }) }]);
    const chains = config.chains.map((chain) => `eip155:${chain.id}`);
    expect(wallet.proposals).toEqual([chains.length > 0 ? chains : ['eip155:1']]);
  });

  it('a project id without a connector: the sign client by default, made once and not loaded yet', async () => {
    const bare = createTestCore(emulator, { appId: APP });
    await bare.core.start();
    const connector = walletConnectConnectorOf(bare.core);
    expect(connector).toEqual({ propose: expect.any(Function) });
    expect(walletConnectConnectorOf(bare.core)).toBe(connector);
  });

  it('no project id: no WalletConnect, whatever the connector', async () => {
    emulator.seed({ apps: [{ id: APP, wallet_auth: true, wallet_connect_cloud_project_id: null }] });
    const noId = createTestCore(emulator, {
      appId: APP,
      config: { externalWallets: { walletConnect: { connector: () => phoneWallet().connector } } },
    });
    await noId.core.start();
    expect(walletConnectConnectorOf(noId.core)).toBeNull();
    const plain = createTestCore(emulator, { appId: APP });
    await plain.core.start();
    expect(walletConnectConnectorOf(plain.core)).toBeNull();
  });

  it('walletConnectProjectId: the app’s wins over the server’s; none when empty or turned off', async () => {
    const test = createTestCore(emulator, { appId: APP });
    await test.core.start();
    const config = test.core.store.get(appConfigAtom)!;
    const withOptions = (local: typeof config.local, server = config.server) => ({ ...config, local, server });
    expect(walletConnectProjectId(null)).toBeNull();
    expect(walletConnectProjectId(withOptions({}))).toBe('project-1');
    expect(walletConnectProjectId(withOptions({ walletConnectCloudProjectId: 'mine' }))).toBe('mine');
    expect(
      walletConnectProjectId(withOptions({}, { ...config.server, wallet_connect_cloud_project_id: '' })),
    ).toBeNull();
    expect(walletConnectProjectId(withOptions({ externalWallets: { walletConnect: { enabled: false } } }))).toBeNull();
  });
});
