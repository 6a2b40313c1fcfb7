import { atom } from 'jotai/vanilla';

/**
 * The recovery prompt the default modal should show (a new number for each), or null: set when a
 * wallet request waits for the user's password or cloud backup and a wallet UI is mounted. Tiny, so
 * a page's startup code can watch it.
 */
export const recoveryPromptAtom = /* @__PURE__ */ atom<number | null>(null);
