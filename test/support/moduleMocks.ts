import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/**
 * The test files of the packages' `src/` and of `stories/` that mock a module (`vi.mock`,
 * `vi.doMock`). A worker that shares its modules between files has usually loaded the real module
 * already, so such a file must run in a module graph of its own (vitest.config.ts: `unit-mocks`).
 */
export function filesMockingModules(): string[] {
  const dirs = [...readdirSync(join(root, 'packages')).map((name) => `packages/${name}/src`), 'stories'];
  return dirs
    .filter((dir) => existsSync(join(root, dir)))
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.test\.tsx?$/.test(file))
        .map((file) => `${dir}/${file}`)
        .filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(join(root, file), 'utf8'))),
    );
}
