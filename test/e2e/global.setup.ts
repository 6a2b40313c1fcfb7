import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmulator } from '@foyer/emulator';
import type { TestProject } from 'vitest/node';
import { serveDemo } from '../../packages/demo/server.ts';
import { type EntrySize, measureDemo } from '../../scripts/startupJs.ts';
import { demoAppSeed } from './support/demoApp.ts';
import { copyForEmulator } from './support/demoCopy.ts';
import type { Lane } from './support/lanes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The directory of the production build the first lane serves (the others serve copies of it). */
    demoDir: string;
    /** Startup JavaScript of each demo page, measured on the production build the tests run against. */
    startupJs: EntrySize[];
    /** Whether this run records screenshot baselines (`vitest -u`): support/screenshots.ts. */
    updateScreenshots: boolean;
  }
}

/**
 * One lane a worker (support/lanes.ts): an emulator and one production build of the demo, served
 * under a strict CSP. The demo is built once, for the first lane's emulator; the other lanes serve a
 * copy with that address replaced by their own. As with `npm start`, the demo's app is in
 * server-cookie (HttpOnly) mode, its custom_api_url the emulator itself, and answers only the
 * demo's origins (reset keeps seeded apps).
 */
export default async function setup(project: TestProject) {
  const count = project.config.maxWorkers || 1;
  const emulators = await Promise.all(Array.from({ length: count }, () => createEmulator({ port: 0 })));
  const dirs = [mkdtempSync(join(tmpdir(), 'foyer-e2e-'))];
  const startupJs = await measureDemo(dirs[0]!, { FOYER_API_URL: emulators[0]!.url });
  for (const emulator of emulators.slice(1)) dirs.push(copyForEmulator(dirs[0]!, emulators[0]!.url, emulator.url));
  const demos = await Promise.all(emulators.map((emulator, i) => serveDemo({ dir: dirs[i]!, apiUrl: emulator.url })));
  const lanes: Lane[] = emulators.map((emulator, i) => {
    const lane = { emulatorUrl: emulator.url, demoUrl: demos[i]!.url };
    emulator.seed(demoAppSeed(lane));
    return lane;
  });
  project.provide('lanes', lanes);
  project.provide('demoDir', dirs[0]!);
  project.provide('startupJs', startupJs);
  project.provide('updateScreenshots', project.config.snapshotOptions.updateSnapshot === 'all');
  return async () => {
    await Promise.all([...demos, ...emulators].map((server) => server.close()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
}
