import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook renders the pure Views of @foyer/ui (and a connected modal) from fixtures.
 * `npm run storybook`; the same stories run as tests in Chromium (play, axe, screenshots) in the
 * `visual` Vitest project (test/visual/), and test/node/storybook-index.test.ts checks that Storybook
 * indexes every one of them.
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx', '../stories/**/*.mdx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { sourceCondition } = await import('../scripts/build/source.ts');
    const { default: tailwindcss } = await import('@tailwindcss/vite');
    // Storybook does not read a Vite config of ours (toolchain P5).
    return mergeConfig(viteConfig, {
      // sourceCondition(): @foyer/* from their TypeScript source, no package build.
      plugins: [sourceCondition(), tailwindcss()],
      // The connected stories run the real emulator in the page (@foyer/emulator/in-process):
      // pre-bundle its dependencies up front instead of re-optimising in the middle of a run.
      optimizeDeps: { include: ['hono', 'hono/cors', 'jose'] },
      build: {
        rolldownOptions: {
          // Radix ships 'use client' directives; rolldown warns once per file (toolchain P5).
          onLog(level: string, log: { code?: string }, handler: (level: string, log: unknown) => void) {
            if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
            handler(level, log);
          },
        },
      },
    });
  },
};

export default config;
