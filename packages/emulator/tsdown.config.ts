import { defineConfig } from 'tsdown';
import { foyerPackage } from '../../scripts/build/packageConfig.ts';

export default defineConfig(
  foyerPackage(new URL('./', import.meta.url), {
    platform: 'node',
    // Not an export: the bin (bin/foyer-emulator.mjs) runs dist/cli.js.
    extraEntries: ['./src/cli.ts'],
  }),
);
