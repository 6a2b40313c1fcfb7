import { atom } from 'jotai/vanilla';
import type { ConnectedExternalWallet } from '../../wallets/external/types.ts';

/**
 * External wallets connected in this provider mount (written by the wallet connection runtime,
 * read by `useWallets()` / `useSolanaWallets()`; this holds no wallet code, and the login flows do
 * not import it).
 */
export const connectedExternalWalletsAtom = /* @__PURE__ */ atom<readonly ConnectedExternalWallet[]>([]);
