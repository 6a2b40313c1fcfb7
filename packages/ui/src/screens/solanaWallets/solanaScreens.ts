/**
 * The Solana wallet screens load together, as one chunk: they follow one another (Ledger choice,
 * connection, the Phantom error), and loaded as one they reach the kit's store like every other
 * screen, which keeps the demo's startup chunks as they were (see `error/noticeScreens.ts`).
 */
export { default as LedgerChoiceScreen } from './LedgerChoiceScreen.tsx';
export { default as PhantomMultichainScreen } from './PhantomMultichainScreen.tsx';
export { default as SolanaSignInScreen } from './SolanaSignInScreen.tsx';
