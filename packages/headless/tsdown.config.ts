import { defineConfig } from 'tsdown';
import { foyerPackage } from '../../scripts/build/packageConfig.ts';

// vendor/: WalletConnect's sign client, already one module (scripts/vendorWalletConnect.mjs), shipped as is.
export default defineConfig(
  foyerPackage(new URL('./', import.meta.url), { neverBundle: [/\/vendor\/walletconnect-sign-client\.js$/] }),
);
