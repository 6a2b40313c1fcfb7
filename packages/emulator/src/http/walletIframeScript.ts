import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { WalletIframeScript } from '../domains/wallets/iframePage.ts';

let bundled: Promise<string> | undefined;

/** From TypeScript source (workspace, tests): bundled with esbuild (a devDependency), in memory. */
async function bundleFromSource(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../walletIframe/main.ts', import.meta.url))],
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
  if (!output) throw new Error('esbuild produced no wallet iframe script');
  return output.text;
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
