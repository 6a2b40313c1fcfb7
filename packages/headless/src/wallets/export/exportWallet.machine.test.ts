import { describe, expect, it } from 'vitest';
import { embeddedAccount, userWith } from '../../../../../test/support/walletUsers.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { User } from '../../core/user.ts';
import type { WalletFacts } from '../embedded/operation.ts';
import { embeddedWallets } from '../embedded/selectors.ts';
import { exportFrame } from './exportFrame.ts';
import { exportWalletMachine, initialExportWalletSnapshot } from './exportWallet.machine.ts';

const ETH = '0xAa00000000000000000000000000000000000001';
const SOL = 'So1ana11111111111111111111111111111111111111';
const user = userWith([embeddedAccount('ethereum', ETH), embeddedAccount('solana', SOL)]);
const facts = (who: User | null): WalletFacts => ({
  authenticated: who !== null,
  wallets: embeddedWallets(who),
  chains: [],
});
const exporting = (options: Parameters<typeof exportWalletMachine>[1] & { type: 'export' }) =>
  exportWalletMachine(initialExportWalletSnapshot, options);

describe('exporting an embedded wallet (spec §2 Export wallet, §5 Export)', () => {
  it('prepares the Ethereum wallet by default, the Solana one by chain, any by address', () => {
    expect(exporting({ type: 'export', options: {}, facts: facts(user) }).effects).toEqual([
      { type: 'prepare', wallet: expect.objectContaining({ address: ETH }), theme: undefined },
    ]);
    expect(
      exporting({ type: 'export', options: { chainType: 'solana' }, facts: facts(user) }).effects[0]?.wallet.address,
    ).toBe(SOL);
    expect(
      exporting({ type: 'export', options: { address: ETH.toLowerCase() }, facts: facts(user) }).effects[0]?.wallet
        .address,
    ).toBe(ETH);
  });

  it('needs an authenticated user and their own wallet', () => {
    expect(exporting({ type: 'export', options: {}, facts: facts(null) }).snapshot).toMatchObject({
      status: 'error',
      error: {
        code: ErrorCode.MUST_BE_AUTHENTICATED,
        message: 'User must be authenticated before exporting their wallet',
      },
    });
    expect(exporting({ type: 'export', options: { address: '0xdead' }, facts: facts(user) }).snapshot).toMatchObject({
      status: 'error',
      error: { code: ErrorCode.EMBEDDED_WALLET_NOT_FOUND },
    });
  });

  it('the export page: on the provider origin, the wallet in the query, the seed phrase for HD wallets, the token in the fragment only', () => {
    const [wallet] = embeddedWallets(user);
    const frame = exportFrame(
      { apiUrl: 'https://auth.example/api', appId: 'app 1', clientId: 'c1' },
      wallet!,
      'tok.en',
      'dark',
    );
    const url = new URL(frame.url);
    expect(frame.origin).toBe('https://auth.example');
    expect(url.pathname).toBe('/apps/app%201/embedded-wallets/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      v: '1',
      entropy_id: ETH,
      entropy_id_verifier: 'ethereum-address-verifier',
      hd_wallet_index: '0',
      chain_type: 'ethereum',
      client_id: 'c1',
      phrase_export: 'true',
      theme: 'dark',
    });
    expect(url.search).not.toContain('tok.en');
    expect(url.hash).toBe('#token=tok.en');
  });
});
