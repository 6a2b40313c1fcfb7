import type { ExternalWalletOption } from '@foyer/headless';
import type { ScreenApi } from '../useScreen.ts';

/**
 * Where a wallet picked in the wallet list (or on 'Select network') goes: its install steps when it
 * is not installed; a Solana wallet to the Ledger choice, then Sign-In With Solana (connect-only:
 * straight to the connection, nothing is signed); an Ethereum wallet to its connection screen.
 */
export function openWallet(screen: Pick<ScreenApi, 'navigate'>, option: ExternalWalletOption, connectOnly: boolean) {
  const solana = option.chainType === 'solana';
  if (!option.installed) {
    screen.navigate('wallets/install', { walletId: option.id, chainType: solana ? 'solana' : undefined });
    return;
  }
  if (!solana) {
    screen.navigate('wallets/connect', { walletId: option.id });
    return;
  }
  const wallet = { walletId: option.id, walletName: option.name, walletIcon: option.icon };
  if (connectOnly) screen.navigate('solana-wallet/sign-in', { ...wallet, ledger: false });
  else screen.navigate('solana-wallet/ledger-choice', wallet);
}

/**
 * The list's rows: a wallet installed on both chains (Phantom, announced by EIP-6963 and by the
 * Wallet Standard) is one row, which asks 'Select network' first. Pure.
 */
export function networkGroups(options: readonly ExternalWalletOption[]): ExternalWalletOption[][] {
  const groups = new Map<string, ExternalWalletOption[]>();
  for (const option of options) {
    const key = option.installed ? option.id : `${option.chainType}:${option.id}`;
    groups.set(key, [...(groups.get(key) ?? []), option]);
  }
  return [...groups.values()];
}
