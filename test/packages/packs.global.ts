import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Pack, pack } from '../../scripts/pack.mjs';

export type { Pack };

declare module 'vitest' {
  export interface ProvidedContext {
    packs: Pack[];
  }
}

/**
 * The tarballs of every published package. `npm test` packs once (scripts/pack.mjs) and passes the
 * folder in FOYER_PACKS_DIR; run alone, this project packs into a temporary folder itself.
 */
export default function setup(project: TestProject) {
  const given = process.env.FOYER_PACKS_DIR;
  if (given && existsSync(join(given, 'packs.json'))) {
    project.provide('packs', JSON.parse(readFileSync(join(given, 'packs.json'), 'utf8')) as Pack[]);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'foyer-packs-'));
  const { packs } = pack(dir);
  project.provide('packs', packs);
  return () => rmSync(dir, { recursive: true, force: true });
}
