import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration, type ViteUserConfig } from 'vitest/config';
import { sourceCondition } from './scripts/build/source.ts';
import { visualProject } from './test/visual/project.ts';

/** Tests that need Node (a real emulator on a port, builds, browsers driven from outside). */
const nodeTests = [
  'packages/emulator/src/**/*.test.ts',
  'packages/*/src/**/*.flow.test.ts',
  'packages/*/src/**/*.node.test.{ts,tsx}',
  'test/node/**/*.test.{ts,tsx}',
  'test/docs/**/*.test.{ts,tsx}',
];

/**
 * The happy-dom test files that need their own module registry and page (project `unit-isolated`):
 * those that replace a module (`vi.mock`), which must not reach other files, and those that test
 * what a module does on its first use (a line `// Isolated: <why>`).
 */
const isolatedTests = ['packages/headless/src', 'packages/ui/src', 'stories'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file}`)
    .filter((file) => {
      if (!/\.test\.tsx?$/.test(file)) return false;
      const text = readFileSync(file, 'utf8');
      return text.includes('vi.mock(') || /^\/\/ Isolated: /m.test(text);
    }),
);

/** The happy-dom projects' settings. */
const unit: TestProjectInlineConfiguration['test'] = {
  environment: 'happy-dom',
  setupFiles: ['test/support/dom.setup.ts'],
  // Modal tests wait out the spec's real delays (0.9 s + 1.4 s); leave room on a loaded 2-core machine.
  testTimeout: 15_000,
};

export default defineConfig(async (): Promise<ViteUserConfig> => {
  return {
    // sourceCondition(): @foyer/* from their TypeScript source, in every project and global setup.
    plugins: [react(), sourceCondition()],
    test: {
      // One worker more than the cores: many files mostly wait (servers, real delays, a browser), and
      // Vitest's default (one less than the cores) runs a single file at a time on 2 cores.
      maxWorkers: availableParallelism() + 1,
      projects: [
        {
          extends: true,
          test: {
            ...unit,
            // The files share their worker's modules and page (test/support/dom.setup.ts clears what a
            // file leaves: the page, storage, the address, timers and stubs), instead of importing
            // React, happy-dom and the kit afresh for each file: a third of the project's time.
            name: 'unit',
            include: ['packages/*/src/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}'],
            exclude: [...nodeTests, ...isolatedTests, '**/node_modules/**'],
            globalSetup: ['test/support/emulator.global.ts'],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            ...unit,
            name: 'unit-isolated',
            include: isolatedTests,
            globalSetup: ['test/support/emulator.global.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: nodeTests,
            testTimeout: 20_000,
            // The files share their worker's modules (each builds its own emulator, servers and
            // clients): loading the emulator, jose and hono once per worker, not once per file,
            // halves the project's CPU time.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['test/e2e/**/*.e2e.ts'],
            globalSetup: ['test/e2e/global.setup.ts'],
            // Two files at a time (they mostly wait on their browser), each worker against its own
            // emulator and demo server (global.setup.ts, support/lanes.ts: an emulator is reset before
            // each test), sharing the worker's modules (Playwright, the emulator's client).
            maxWorkers: 2,
            // Its own group: a run of every project may not mix worker counts in one group.
            sequence: { groupOrder: 1 },
            isolate: false,
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // A page's answer on a loaded 2-core machine, two files at a time beside other stages, can
            // take more than expect.poll's default second: wait up to 10 s (what is awaited is unchanged).
            expect: { poll: { timeout: 10_000 } },
          },
        },
        {
          // The packed tarballs: exports, contents, publint, attw (test/packages/packs.global.ts packs).
          extends: true,
          test: {
            name: 'packages',
            environment: 'node',
            include: ['test/packages/**/*.test.ts'],
            globalSetup: ['test/packages/packs.global.ts'],
            testTimeout: 60_000,
          },
        },
        {
          // The tarballs installed into a fresh Vite app and a Next.js app: typecheck, build, log in.
          extends: true,
          test: {
            name: 'consumers',
            environment: 'node',
            include: ['test/consumers/**/*.test.ts'],
            globalSetup: ['test/packages/packs.global.ts'],
            testTimeout: 300_000,
            hookTimeout: 120_000,
          },
        },
        // Every story in both themes: its play, then screenshots (light at both widths, dark at one) against committed
        // baselines, and axe (test/visual/).
        await visualProject(),
      ],
    },
  };
});
