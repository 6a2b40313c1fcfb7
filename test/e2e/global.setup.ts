import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createEmulator } from '@foyer/emulator';
import { serveDemo } from '../../packages/demo/server.ts';
import { measureDemo } from '../../scripts/startupJs.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
  }
}

/** One emulator and one production build of the demo, served under a strict CSP, for all e2e files. */
export default async function setup(project: TestProject) {
  const emulator = await createEmulator({ port: 0 });
  const outDir = mkdtempSync(join(tmpdir(), 'foyer-e2e-'));
  await measureDemo(outDir, { FOYER_API_URL: emulator.url });
  const demo = await serveDemo({ dir: outDir, apiUrl: emulator.url });
  project.provide('emulatorUrl', emulator.url);
  project.provide('demoUrl', demo.url);
  return async () => {
    await demo.close();
    await emulator.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
