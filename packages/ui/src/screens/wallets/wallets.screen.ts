import { defineScreen } from '../defineScreen.ts';

/** The external wallet list (landing 'Continue with a wallet' / 'Other wallets'). */
export const walletListScreen = defineScreen()('wallets/list', () => import('./WalletListScreen.tsx'), {
  size: 'full',
});

/** Connect one external wallet, then sign in with it (SIWE). `walletId`: the wallet client type id. */
export const walletConnectScreen = defineScreen<{ walletId: string }>()(
  'wallets/connect',
  () => import('./WalletConnectScreen.tsx'),
);

/**
 * A listed wallet that is not installed: install steps (desktop) or the mobile redirect.
 * `chainType: 'solana'` for a Solana wallet (Phantom has an entry for each chain).
 */
export const installWalletScreen = defineScreen<{ walletId: string; chainType?: 'solana' | undefined }>()(
  'wallets/install',
  () => import('./InstallWalletScreen.tsx'),
);
