// Types of the bundle `scripts/vendorWalletConnect.mjs` writes next to this file (the JS is built, not
// committed): the sign client's own.
export { SignClient } from '@walletconnect/sign-client';
