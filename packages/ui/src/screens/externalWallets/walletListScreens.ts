/**
 * The wallet list and 'Select network' load together, as one chunk: the second only follows the
 * first, and loaded as one they keep the demo's startup chunks as they were (see
 * `error/noticeScreens.ts`).
 */
export { default as SelectNetworkScreen } from './SelectNetworkScreen.tsx';
export { default as WalletListScreen } from './WalletListScreen.tsx';
