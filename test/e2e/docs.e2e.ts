import { join } from 'node:path';
import { describe } from 'vitest';
import { examples, examplesDir, root, writeExamples } from '../docs/markdown.ts';
import { configure } from '../docs/playwright.ts';
import { currentLane } from './support/lanes.ts';

/**
 * The docs' Playwright examples (```ts file=<name>.spec.ts), run against the demo's production build
 * and the worker's e2e emulator: the examples' http://127.0.0.1:8787 becomes that emulator's address, their
 * `baseURL` the demo's, and `@playwright/test` the stand-in of test/docs/playwright.ts (this
 * repository drives playwright-core from Vitest). Type-checked by test/docs/readme.test.tsx.
 */
const { demoUrl, emulatorUrl } = currentLane();
configure({ baseURL: demoUrl });
const list = examples().filter((example) => example.file.endsWith('.spec.ts'));
const written = writeExamples(list, join(examplesDir, 'e2e'), emulatorUrl, {
  from: '@playwright/test',
  to: join(root, 'test/docs/playwright.ts'),
});

describe('Playwright examples of docs/*.md', async () => {
  for (const example of list) {
    describe(`${example.doc}: ${example.file}`, async () => {
      await import(/* @vite-ignore */ written.get(example.file)!);
    });
  }
});
