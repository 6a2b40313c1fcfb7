import { atom } from 'jotai/vanilla';
import type { ConnectedExternalWallet } from './types.ts';

/**
 * The external wallets connected in this provider mount, written by the connection runtime and read
 * by `useWallets()` / `useSolanaWallets()` (this module holds no wallet code, so reading it loads none).
 */
export const connectedExternalWalletsAtom = atom<readonly ConnectedExternalWallet[]>([]);
