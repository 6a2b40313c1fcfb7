import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceCondition } from '../../scripts/build/source.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** What the startup chunk `react` holds besides the entry's own code. */
const STARTUP_SHARED = [
  /[\\/]node_modules[\\/](react|react-dom|scheduler|jotai)[\\/]/,
  /[\\/]headless[\\/]src[\\/](core[\\/]errors[\\/]FoyerError|core[\\/]store[\\/]atoms|react[\\/]context)\.ts$/,
];

/**
 * Four pages: the default modal (`/`), a custom UI built only on `@foyer/headless` (`/custom/`),
 * the modal swapped and restyled by its host (`/theming/`, Tailwind 4 with Foyer's host theme), and
 * every signing path of the embedded wallets through every interface (`/signing/`).
 */
export default defineConfig({
  root: here('.'),
  // sourceCondition(): @foyer/headless and @foyer/ui from source, so `npm start` and the e2e build
  // need no package build.
  plugins: [react(), sourceCondition(), tailwindcss()],
  envPrefix: 'FOYER_',
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    manifest: true,
    // Every browser the kit supports has <link rel="modulepreload">: no polyfill in each page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        main: here('index.html'),
        custom: here('custom/index.html'),
        theming: here('theming/index.html'),
        signing: here('signing/index.html'),
      },
      // React, ReactDOM, jotai and the three kit modules that the page and the modal's lazy chunks
      // all import (the error class, the store's atoms, the React context) in one chunk: every page
      // loads them at startup, and as chunks of their own each paid its own gzip overhead (-0.46 kB).
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: (id) => STARTUP_SHARED.some((pattern) => pattern.test(id)) }],
        },
      },
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
