import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph, workspaceEntry } from '../support/importGraph.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RE_EXPORT = 'packages/headless/src/core/validation/libphonenumber.ts';

/** Edges (`file imports specifier`) of every entry an app can import. */
const edges = [
  ...importGraph(workspaceEntry('headless', '.')),
  ...importGraph(workspaceEntry('headless', './core')),
  ...importGraph(workspaceEntry('ui', '.')),
];

/**
 * libphonenumber-js (~29 kB gzip with the `min` metadata) loads only when a phone field shows or a
 * number is checked: one module re-exports the few functions used, and it is reached by `import()`.
 */
describe('the phone formatter stays out of startup code', () => {
  it('only the re-export module imports libphonenumber-js, through its min metadata entry', () => {
    const importers = edges.filter((edge) => / imports libphonenumber-js/.test(edge));
    expect([...new Set(importers)]).toEqual([`${RE_EXPORT} imports libphonenumber-js/min`]);
  });

  it('the re-export module is reached by import() only', () => {
    const importers = [...new Set(edges.filter((edge) => edge.endsWith('imports ./libphonenumber.ts')))];
    expect(importers).toEqual(['packages/headless/src/core/validation/phone.ts imports ./libphonenumber.ts']);
    const phone = readFileSync(`${root}/packages/headless/src/core/validation/phone.ts`, 'utf8');
    expect(phone).not.toMatch(/^import[^;]*from '\.\/libphonenumber\.ts'/m);
    expect(phone).toContain("import('./libphonenumber.ts')");
  });
});
