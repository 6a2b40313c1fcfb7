import { atom } from 'jotai/vanilla';
import type { WalletUiRequest } from '../types.ts';

/** The confirmation a mounted wallet UI should show now (the oldest open one), or null. */
export const walletUiRequestAtom = /* @__PURE__ */ atom<WalletUiRequest | null>(null);
/** How many wallet UIs are mounted (`useWalletUi`): with none, signing is headless. */
export const walletUiMountsAtom = /* @__PURE__ */ atom(0);
