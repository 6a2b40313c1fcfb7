import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'tsdown';
import { foyerPackage, SOURCE_CONDITION } from '../../scripts/build/packageConfig.ts';

const pkg = foyerPackage(new URL('./', import.meta.url), {
  platform: 'node',
  // Not exports: the bin (bin/foyer-emulator.mjs) runs dist/cli.js; a test config names dist/testing/globalSetup.js
  // by its path (`foyerEmulator().globalSetup`).
  extraEntries: ['./src/cli.ts', './src/testing/globalSetup.ts'],
});

/**
 * A wallet-origin script for the browser: one minified file with every dependency inside, served by
 * the packed emulator as dist/<name>.js (`wallet-iframe`: the wallet iframe; `wallet-export`: its export page; `cross-app-transact`: the cross-app transact page).
 */
const browserScript = (name: string, entry: string): UserConfig => ({
  cwd: fileURLToPath(new URL('./', import.meta.url)),
  entry: { [name]: entry },
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  outDir: 'dist',
  clean: false,
  minify: true,
  sourcemap: false,
  dts: false,
  fixedExtension: false,
  deps: { alwaysBundle: [/.*/] },
  // @foyer/headless from its source, so this bundle does not depend on headless being built first.
  inputOptions: { resolve: { conditionNames: [SOURCE_CONDITION, 'browser', 'import', 'module', 'default'] } },
  outputOptions: { entryFileNames: '[name].js' },
  tsconfig: 'tsconfig.json',
  publint: false,
  attw: false,
  report: false,
  logLevel: 'warn',
  checks: { pluginTimings: false },
});

export default defineConfig([
  pkg,
  browserScript('wallet-iframe', './src/walletIframe/main.ts'),
  browserScript('wallet-export', './src/walletIframe/exportPage.ts'),
  browserScript('cross-app-transact', './src/walletIframe/crossAppTransact.ts'),
]);
