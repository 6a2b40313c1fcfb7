import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmulator } from '@foyer/emulator';
import { EMULATOR_URL_ENV } from '@foyer/emulator/testing';
import type { TestProject } from 'vitest/node';
import { serveDemo } from '../../packages/demo/server.ts';
import { type EntrySize, measureDemo } from '../../scripts/startupJs.ts';
import { demoAppSeed } from './support/demoApp.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
    /** The directory of that production build. */
    demoDir: string;
    /** Startup JavaScript of each demo page, measured on the production build the tests run against. */
    startupJs: EntrySize[];
    /** Whether this run records screenshot baselines (`vitest -u`): support/screenshots.ts. */
    updateScreenshots: boolean;
  }
}

/**
 * One emulator and one production build of the demo, served under a strict CSP, for all e2e files.
 * As with `npm start`, the demo's app is in server-cookie (HttpOnly) mode, its custom_api_url the
 * emulator itself, and answers only the demo's origins (reset keeps seeded apps).
 */
export default async function setup(project: TestProject) {
  const emulator = await createEmulator({ port: 0 });
  const outDir = mkdtempSync(join(tmpdir(), 'foyer-e2e-'));
  const startupJs = await measureDemo(outDir, { FOYER_API_URL: emulator.url });
  const demo = await serveDemo({ dir: outDir, apiUrl: emulator.url });
  emulator.seed(demoAppSeed({ emulatorUrl: emulator.url, demoUrl: demo.url }));
  project.provide('emulatorUrl', emulator.url);
  // For @foyer/emulator/testing's helpers (signIn) in the test files' workers.
  process.env[EMULATOR_URL_ENV] = emulator.url;
  project.provide('demoUrl', demo.url);
  project.provide('demoDir', outDir);
  project.provide('startupJs', startupJs);
  project.provide('updateScreenshots', project.config.snapshotOptions.updateSnapshot === 'all');
  return async () => {
    await demo.close();
    await emulator.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
