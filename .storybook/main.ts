import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook renders the pure Views of @foyer/ui (and a connected modal) from fixtures.
 * `npm run storybook`; the same stories run as tests in Chromium with `npx vitest run --project storybook`.
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx', '../stories/**/*.mdx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { sourceCondition } = await import('../scripts/build/source.ts');
    // Storybook does not read a Vite config of ours (toolchain P5). Under Vitest, the storybook project
    // of vitest.config.ts adds Tailwind already; a second instance would compile the CSS twice.
    const plugins = process.env.VITEST ? [] : [(await import('@tailwindcss/vite')).default()];
    return mergeConfig(viteConfig, {
      // sourceCondition(): @foyer/* from their TypeScript source, no package build.
      plugins: [sourceCondition(), ...plugins],
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
