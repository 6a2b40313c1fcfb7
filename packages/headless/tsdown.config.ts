import { defineConfig } from 'tsdown';
import { foyerPackage } from '../../scripts/build/packageConfig.ts';

export default defineConfig(foyerPackage(new URL('./', import.meta.url)));
