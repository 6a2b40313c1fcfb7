import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Builds dist/styles.css from src/styles.css (Tailwind 4 + the root tailwind.config.ts). */
export default defineConfig({
  root: here,
  logLevel: 'warn',
  plugins: [tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: false, // dist/ also holds the JS build (tsdown)
    copyPublicDir: false,
    cssMinify: true,
    rolldownOptions: {
      input: { styles: `${here}src/styles.css` },
      output: { assetFileNames: '[name][extname]' },
    },
  },
});
