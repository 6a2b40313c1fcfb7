import { join } from 'node:path';
import { describe } from 'vitest';
import { EMULATOR_URL, examples, examplesDir, writeExamples } from './markdown.ts';

/**
 * The docs' example tests that run in Node (```ts file=<name>.node.test.ts), as tests of this file.
 * They start their own emulators; the address http://127.0.0.1:8787 is left as written. Type-checked
 * with the other examples by ./readme.test.tsx.
 */
const list = examples().filter((example) => example.file.endsWith('.node.test.ts'));
const written = writeExamples(list, join(examplesDir, 'node'), EMULATOR_URL);

describe('example tests of docs/*.md (Node)', async () => {
  for (const example of list) {
    describe(`${example.doc}: ${example.file}`, async () => {
      await import(/* @vite-ignore */ written.get(example.file)!);
    });
  }
});
