import { atom } from 'jotai/vanilla';

/**
 * The MFA challenge the default modal should show (a new number for each), or null: set when a
 * wallet request waits for MFA, no app listener handles it, a wallet UI is mounted and the app did
 * not set `mfa.noPromptOnMfaRequired`. Tiny, so a page's startup code can watch it.
 */
export const mfaPromptAtom = /* @__PURE__ */ atom<number | null>(null);
