import { readFile } from 'node:fs/promises';
import type { WalletIframeScript } from '../domains/wallets/index.ts';

let bundled: Promise<string> | undefined;

/**
 * From TypeScript source (workspace, tests): bundled on demand by `./bundleWalletIframe.ts`. Its
 * specifier is computed, so tsdown never builds it and the published JS never imports esbuild.
 */
async function bundleFromSource(): Promise<string> {
  const source = new URL('./bundleWalletIframe.ts', import.meta.url).href;
  const { bundleWalletIframe } = (await import(/* @vite-ignore */ source)) as typeof import('./bundleWalletIframe.ts');
  return bundleWalletIframe();
}

/**
 * The wallet iframe's script, once per process: the published package serves the file tsdown built
 * (`dist/wallet-iframe.js`) and never needs esbuild; running from source bundles it on demand.
 */
export const walletIframeScript: WalletIframeScript = () => {
  bundled ??= import.meta.url.endsWith('.ts')
    ? bundleFromSource()
    : readFile(new URL('../wallet-iframe.js', import.meta.url), 'utf8');
  bundled.catch(() => {
    bundled = undefined;
  });
  return bundled;
};
