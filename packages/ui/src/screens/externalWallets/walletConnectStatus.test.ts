import { ErrorCode, FoyerError, type SwitchableConnection, type WalletConnectionSnapshot } from '@foyer/headless';
import { describe, expect, it } from 'vitest';
import { metamask } from '../../../../../stories/fixtures/externalWallets.fixtures.ts';
import { connectOnlyScreenState } from './walletConnectStatus.ts';

const connection: SwitchableConnection = {
  option: metamask,
  address: '0xAa00000000000000000000000000000000000001',
  chainId: 'eip155:1',
  signMessage: async () => '0x',
  disconnect: async () => undefined,
};
const snapshot = (patch: Partial<WalletConnectionSnapshot>): WalletConnectionSnapshot => ({
  status: 'disconnected',
  option: metamask,
  connection: null,
  error: null,
  retries: 0,
  canRetry: false,
  supportedChainIds: ['eip155:1'],
  result: null,
  ...patch,
});

describe('connectOnlyScreenState (connectWallet(): no signature)', () => {
  it('connecting, switching networks, then success as soon as the wallet is connected', () => {
    expect(connectOnlyScreenState(snapshot({ status: 'connecting' })).status).toBe('connecting');
    expect(connectOnlyScreenState(snapshot({ status: 'switching_to_supported_chain' })).status).toBe('switching');
    expect(connectOnlyScreenState(snapshot({ status: 'connected', connection }))).toEqual({
      status: 'success',
      error: null,
      canRetry: false,
    });
  });

  it("a failure offers Retry while retries are left, then 'Unable to connect wallet'", () => {
    const error = new FoyerError(ErrorCode.WALLET_REQUEST_TIMEOUT, 'timed out');
    expect(connectOnlyScreenState(snapshot({ error, canRetry: true }))).toEqual({
      status: 'error',
      error,
      canRetry: true,
    });
    expect(connectOnlyScreenState(snapshot({ error, canRetry: false, retries: 2 })).status).toBe('unable');
  });
});
