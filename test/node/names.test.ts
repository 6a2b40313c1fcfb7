import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One naming rule for source (docs/architecture.md, "Names"): folders and modules camelCase,
 * components PascalCase, never kebab-case or snake_case. Role suffixes (`.test-d.ts`) and the
 * tools' own files (`vite-env.d.ts`) are the exceptions.
 */
const root = new URL('../../', import.meta.url).pathname;
const allowed = [/\.test-d\.ts$/, /^vite-env\.d\.ts$/];

function names(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    return [path, ...(entry.isDirectory() ? names(path) : [])];
  });
}

const sourceDirs = [
  ...readdirSync(join(root, 'packages')).map((p) => join(root, 'packages', p, 'src')),
  join(root, 'stories'),
];

describe('source names', () => {
  it('uses no kebab-case or snake_case folder or file', () => {
    const offending = sourceDirs
      .flatMap(names)
      .filter((path) => {
        const name = path.slice(path.lastIndexOf('/') + 1);
        return /[-_]/.test(name) && !allowed.some((rule) => rule.test(name));
      })
      .map((path) => relative(root, path));
    expect(offending).toEqual([]);
  });
});
