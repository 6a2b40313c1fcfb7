import { readFile } from 'node:fs/promises';
import type { WalletIframeScript, WalletScript } from '../domains/wallets/index.ts';

const bundled = new Map<WalletScript, Promise<string>>();

/**
 * From TypeScript source (workspace, tests): bundled on demand by `./bundleWalletIframe.ts`. Its
 * specifier is computed, so tsdown never builds it and the published JS never imports esbuild.
 */
async function bundleFromSource(script: WalletScript): Promise<string> {
  const source = new URL('./bundleWalletIframe.ts', import.meta.url).href;
  const { bundleWalletIframe } = (await import(/* @vite-ignore */ source)) as typeof import('./bundleWalletIframe.ts');
  return bundleWalletIframe(script);
}

/**
 * The wallet origin's scripts, each once per process: the published package serves the files tsdown
 * built (`dist/wallet-iframe.js`, `dist/wallet-export.js`) and never needs esbuild; running from source bundles it on demand.
 */
export const walletIframeScript: WalletIframeScript = (script) => {
  let text = bundled.get(script);
  if (!text) {
    text = import.meta.url.endsWith('.ts')
      ? bundleFromSource(script)
      : readFile(new URL(`../${script}.js`, import.meta.url), 'utf8');
    bundled.set(script, text);
    text.catch(() => bundled.delete(script));
  }
  return text;
};
