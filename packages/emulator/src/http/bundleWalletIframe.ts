import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

import type { WalletScript } from '../domains/wallets/iframePage.ts';

/** Each browser script's entry (tsdown.config.ts builds the same ones). */
const ENTRIES: Record<WalletScript, string> = {
  'wallet-iframe': '../walletIframe/main.ts',
  'wallet-export': '../walletIframe/exportPage.ts',
  'cross-app-transact': '../walletIframe/crossAppTransact.ts',
};

/**
 * A wallet-origin script (the wallet iframe's, the export page's) bundled from TypeScript source with
 * esbuild (a devDependency), in memory. Only ever loaded when the emulator runs from source; the
 * published build never imports it.
 */
export async function bundleWalletIframe(script: WalletScript): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(ENTRIES[script], import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    conditions: ['@foyer/source'],
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild produced no ${script} script`);
  return output.text;
}
