import { join } from 'node:path';
import { afterAll, describe } from 'vitest';
import { startEmulator } from './emulatorProcess.ts';
import { examples, examplesDir, writeExamples } from './markdown.ts';

/**
 * The docs' example tests that run in Node (```ts file=<name>.node.test.ts), as tests of this file.
 * Most start their own emulators; those that talk to one started apart (`npx foyer-emulator`, at
 * http://127.0.0.1:8787) get this file's, the CLI on a free port (./emulatorProcess.ts), that
 * address replaced. Type-checked with the other examples by ./readme.test.tsx.
 */
const emulator = await startEmulator();
afterAll(() => emulator.stop());
const list = examples().filter((example) => example.file.endsWith('.node.test.ts'));
const written = writeExamples(list, join(examplesDir, 'node'), emulator.url);

describe('example tests of docs/*.md (Node)', async () => {
  for (const example of list) {
    describe(`${example.doc}: ${example.file}`, async () => {
      await import(/* @vite-ignore */ written.get(example.file)!);
    });
  }
});
