// Bundles WalletConnect's sign client (`@walletconnect/sign-client` and everything it imports) into
// one ES module, `vendor/walletconnect-sign-client.js`, which the kit loads with import() on the
// first pairing (docs/external-wallets.md).
//
// Why bundled here rather than by the app: the SDK is mostly CommonJS. In an app's own bundle its
// modules share the bundler's interop helpers with the app's startup code, and Rolldown (Vite 8) then
// reshapes the app's startup chunks: 0.15 to 0.5 kB gzip more on the demo's pages even though not one
// byte of the SDK loads at startup. As one ES module with its own helpers, it is a leaf the app's
// bundler only has to copy. Plain Node: `npm start`, `npm test` and this package's build run it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const out = fileURLToPath(new URL('../vendor/walletconnect-sign-client.js', import.meta.url));
const require = createRequire(import.meta.url);
const sdk = '@walletconnect/sign-client';
const { version, license } = require(`${sdk}/package.json`);
// The bundle is rebuilt when the SDK's version or this recipe changes.
const recipe = createHash('sha256')
  .update(readFileSync(new URL(import.meta.url)))
  .digest('hex')
  .slice(0, 12);
const banner = `/*! ${sdk} ${version} (${license}) and its dependencies, bundled by @foyer/headless/scripts/vendorWalletConnect.mjs (${recipe}) */`;

if (existsSync(out) && readFileSync(out, 'utf8').startsWith(banner)) process.exit(0);

const bundle = await rolldown({
  // Resolved as a browser bundler does (`module` field: the ES build, whose named exports the kit uses).
  input: sdk,
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  platform: 'browser',
  logLevel: 'warn',
  // Browsers have no `process`: the SDK's Node-only branches read NODE_ENV.
  transform: { define: { 'process.env.NODE_ENV': '"production"' } },
});
await bundle.write({ file: out, format: 'es', codeSplitting: false, minify: true, banner });
await bundle.close();
console.log(`Bundled ${sdk} ${version} into packages/headless/vendor/`);
