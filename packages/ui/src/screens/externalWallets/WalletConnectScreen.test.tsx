import { createInProcessEmulator, DEFAULT_APP_ID, type InProcessEmulator } from '@foyer/emulator/in-process';
import { FoyerProvider, memoryStorage } from '@foyer/headless';
import type { WalletConnectConnector, WalletConnectSession } from '@foyer/headless/ethereum';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type Hex, hexToString } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAIRING_URI } from '../../../../../stories/fixtures/externalWallets.fixtures.ts';
import '../../testing/matchers.ts';
import type { ScreenApi } from '../useScreen.ts';
import { ScreenContext } from '../useScreen.ts';
import WalletConnectScreen from './WalletConnectScreen.tsx';

/**
 * The connection screen with WalletConnect, offline: a connector double gives the fixed pairing URI
 * (shown as the QR view) and, once "scanned", a session signing with a real viem key; SIWE runs
 * against the in-process emulator.
 */
let emulator: InProcessEmulator;
beforeEach(async () => {
  emulator = await createInProcessEmulator();
  emulator.seed({ apps: [{ id: DEFAULT_APP_ID, wallet_auth: true, wallet_connect_cloud_project_id: 'project-1' }] });
});

function phoneWallet() {
  const account = privateKeyToAccount(generatePrivateKey());
  let approve: ((session: WalletConnectSession) => void) | null = null;
  const connector: WalletConnectConnector = {
    async propose() {
      return {
        uri: PAIRING_URI,
        approval: () =>
          new Promise<WalletConnectSession>((resolve) => {
            approve = resolve;
          }),
      };
    },
  };
  const scan = () =>
    approve?.({
      accounts: [`eip155:1:${account.address}`],
      request: async ({ params }) => account.signMessage({ message: hexToString(params[0] as Hex) }),
      disconnect: async () => {},
    });
  return { account, connector, scan };
}

function setup() {
  const wallet = phoneWallet();
  const api = {
    id: 'wallets/connect',
    params: { walletId: 'wallet_connect' },
    intent: { type: 'login', options: {} },
    navigate: vi.fn(),
    back: vi.fn(),
    finish: vi.fn(),
    fail: vi.fn(),
  } as unknown as ScreenApi & { id: 'wallets/connect' };
  render(
    <FoyerProvider
      appId={DEFAULT_APP_ID}
      apiUrl={emulator.url}
      storage={memoryStorage()}
      testing={{ fetch: emulator.fetch, retryDelayMs: 1 }}
      config={{ externalWallets: { walletConnect: { connector: () => wallet.connector } } }}
    >
      <ScreenContext.Provider value={api}>
        <WalletConnectScreen />
      </ScreenContext.Provider>
    </FoyerProvider>,
  );
  return { ...wallet, api };
}

describe('WalletConnectScreen with WalletConnect', () => {
  it('shows the pairing URI as a QR code, then signs in once a wallet scanned it', async () => {
    const { api, account, scan } = setup();
    expect(await screen.findByRole('heading', { name: 'Scan code to connect to WalletConnect' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code to connect WalletConnect' })).toBeInTheDocument();
    expect((screen.getByRole('textbox', { name: 'Pairing URI' }) as HTMLInputElement).value).toBe(PAIRING_URI);
    scan();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign with your wallet' }));
    await waitFor(() => expect(api.finish).toHaveBeenCalledOnce());
    expect(vi.mocked(api.finish).mock.calls[0]).toEqual([
      'success',
      expect.objectContaining({
        loginMethod: 'siwe',
        loginAccount: expect.objectContaining({ address: account.address }),
      }),
    ]);
  });
});
