import type { ExternalWalletOption } from '@foyer/headless';
import { defineScreen } from '../defineScreen.ts';
import type { InstallWalletViewProps } from './InstallWalletView.tsx';
import type { SelectNetworkViewProps } from './SelectNetworkView.tsx';
import type { WalletConnectViewProps } from './WalletConnectView.tsx';
import type { WalletListViewProps } from './WalletListView.tsx';

/**
 * The external wallet list (landing 'Continue with a wallet' / 'Other wallets'); `variant:
 * 'connect-only'` for `connectWallet()` (connect, no signature).
 */
export const walletListScreen = defineScreen<{ variant?: 'connect-only' } | undefined, WalletListViewProps>()(
  'wallets/list',
  () => import('./walletListScreens.ts').then((m) => ({ default: m.WalletListScreen })),
  {
    size: 'full',
  },
);

/** Connect one external wallet, then sign in with it (SIWE). `walletId`: the wallet client type id. */
export const walletConnectScreen = defineScreen<{ walletId: string }, WalletConnectViewProps>()(
  'wallets/connect',
  () => import('./WalletConnectScreen.tsx'),
);

/**
 * A listed wallet that is not installed: install steps (desktop) or the mobile redirect.
 * `chainType: 'solana'` for a Solana wallet (Phantom has an entry for each chain).
 */
export const installWalletScreen = defineScreen<
  { walletId: string; chainType?: 'solana' | undefined },
  InstallWalletViewProps
>()('wallets/install', () => import('./InstallWalletScreen.tsx'));

/** 'Select network' for a wallet installed on several chains: `options`, one per chain, in the list's order. */
export const selectNetworkScreen = defineScreen<
  { options: ExternalWalletOption[]; connectOnly: boolean },
  SelectNetworkViewProps
>()('wallets/select-network', () => import('./walletListScreens.ts').then((m) => ({ default: m.SelectNetworkScreen })));
