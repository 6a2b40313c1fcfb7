import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The wallet iframe's script bundled from TypeScript source with esbuild (a devDependency), in
 * memory. Only ever loaded when the emulator runs from source; the published build never imports it.
 */
export async function bundleWalletIframe(): Promise<string> {
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
