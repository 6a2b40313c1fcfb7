import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testEip1193Wallet } from '../../../../../test/support/testEip1193Wallet.ts';
import { createFoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { connectedExternalWalletsAtom } from '../../core/store/externalWallets.ts';
import { createEthereumWallets, type DiscoveryTarget } from '../../ethereum/external/discovery.ts';
import { createWalletConnectionFlow } from './connection.flow.ts';
import { WALLET_REQUEST_TIMEOUT_MS } from './timeout.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A page with one EIP-6963 test wallet (a real viem key) and a connection flow for mainnet. */
function setup(options: { chainId?: number; requestTimeoutMs?: number } = {}) {
  const core = createFoyerCore({ appId: 'foyer-conn-flow-app-00001', apiUrl: 'http://127.0.0.1:1' });
  const page = new EventTarget() as DiscoveryTarget;
  const wallet = testEip1193Wallet(privateKeyToAccount(generatePrivateKey()), options);
  wallet.announce(page);
  const discovery = createEthereumWallets(page);
  const flow = createWalletConnectionFlow(core, {
    drivers: { ethereum: discovery.driver },
    supportedChainIds: ['eip155:1'],
    requestTimeoutMs: options.requestTimeoutMs,
  });
  return { core, wallet, flow, option: discovery.getOptions()[0]! };
}

describe('external wallet connection: the switch to a supported chain (switching_to_supported_chain)', () => {
  it('asks the wallet with wallet_switchEthereumChain, then lists it on the supported chain', async () => {
    const { core, wallet, flow, option } = setup({ chainId: 10 });
    expect(await flow.commands.connect(option)).toMatchObject({
      status: 'connected',
      connection: { chainId: 'eip155:1' },
    });
    expect(wallet.calls).toEqual(['eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain']);
    expect(core.store.get(connectedExternalWalletsAtom)).toEqual([expect.objectContaining({ chainId: 'eip155:1' })]);
  });

  it.each([
    [4001, ErrorCode.USER_REJECTED_REQUEST],
    [4902, ErrorCode.UNSUPPORTED_CHAIN_ID],
    [4901, ErrorCode.UNSUPPORTED_CHAIN_ID],
    [4200, ErrorCode.WALLET_INVALID_PARAMS],
    [-32002, ErrorCode.WALLET_REQUEST_PENDING],
  ])('a switch refused with %i is %s, retryable, and the wallet is not listed', async (code, expected) => {
    const { core, wallet, flow, option } = setup({ chainId: 10 });
    wallet.failNext('wallet_switchEthereumChain', code, 'no');
    expect(await flow.commands.connect(option)).toMatchObject({
      status: 'disconnected',
      canRetry: true,
      error: { code: expected },
    });
    expect(core.store.get(connectedExternalWalletsAtom)).toEqual([]);
    expect(await flow.commands.retry()).toMatchObject({ status: 'connected', connection: { chainId: 'eip155:1' } });
  });
});

describe('external wallet connection: a wallet that never answers', () => {
  it('times out a connect prompt after 120 s by default (wallet_request_timeout), and Retry connects', async () => {
    vi.useFakeTimers();
    const { core, wallet, flow, option } = setup();
    wallet.hangNext('eth_requestAccounts');
    const settled = flow.commands.connect(option);
    await vi.advanceTimersByTimeAsync(WALLET_REQUEST_TIMEOUT_MS - 1);
    expect(flow.getSnapshot().status).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toMatchObject({
      status: 'disconnected',
      canRetry: true,
      error: { code: ErrorCode.WALLET_REQUEST_TIMEOUT },
    });
    expect(await flow.commands.retry()).toMatchObject({ status: 'connected', retries: 1 });
    expect(core.store.get(connectedExternalWalletsAtom)).toHaveLength(1);
  });

  it('times out a chain switch the wallet leaves open', async () => {
    const { wallet, flow, option } = setup({ chainId: 10, requestTimeoutMs: 50 });
    wallet.hangNext('wallet_switchEthereumChain');
    const statuses: string[] = [];
    flow.subscribe(() => statuses.push(flow.getSnapshot().status));
    const settled = await flow.commands.connect(option);
    expect(statuses).toEqual(['connecting', 'switching_to_supported_chain', 'disconnected']);
    expect(settled).toMatchObject({ canRetry: true, error: { code: ErrorCode.WALLET_REQUEST_TIMEOUT } });
  });

  it('after 2 timed-out retries no Retry is left (the UI shows Unable to connect wallet)', async () => {
    const { wallet, flow, option } = setup({ requestTimeoutMs: 20 });
    wallet.hangNext('eth_requestAccounts');
    expect(await flow.commands.connect(option)).toMatchObject({ canRetry: true });
    wallet.hangNext('eth_requestAccounts');
    expect(await flow.commands.retry()).toMatchObject({ canRetry: true, retries: 1 });
    wallet.hangNext('eth_requestAccounts');
    expect(await flow.commands.retry()).toMatchObject({
      status: 'disconnected',
      canRetry: false,
      retries: 2,
      error: { code: ErrorCode.WALLET_REQUEST_TIMEOUT },
    });
  });
});
