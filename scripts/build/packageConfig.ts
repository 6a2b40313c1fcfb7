/**
 * How every published @foyer/* package is built (tsdown, called by each package's `tsdown.config.ts`).
 *
 * The one list of entries is the package's own `exports` map: every entry names its TypeScript source
 * under the `@foyer/source` condition (which the workspace resolves: tsc, Vite, Vitest, Storybook),
 * and the built files under `types` and `import`. To add an entry, add one block to `exports`:
 *
 *   "./thing": { "@foyer/source": "./src/exports/thing.ts", "types": "./dist/exports/thing.d.ts", "import": "./dist/exports/thing.js" }
 *
 * `builtPaths()` is the rule those paths follow (`src/x/y.ts` → `dist/x/y.js` + `dist/x/y.d.ts`);
 * `test/packages/` checks every package against it, then runs publint and attw on the tarballs.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'tsdown';
import { SOURCE_CONDITION } from './source.ts';

export { SOURCE_CONDITION };

export interface PackageJson {
  name: string;
  version: string;
  exports?: Record<string, string | Record<string, string>>;
  [field: string]: unknown;
}

/** The TypeScript source of every JS entry in `exports` (CSS and `./package.json` entries have none). */
export function sourceEntries(pkg: PackageJson): string[] {
  return Object.values(pkg.exports ?? {}).flatMap((target) => {
    const source = typeof target === 'object' ? target[SOURCE_CONDITION] : undefined;
    return source ? [source] : [];
  });
}

/** Where a source file lands in `dist/`: the build mirrors `src/` (one output file per module). */
export function builtPaths(source: string): { types: string; import: string } {
  const base = source.replace(/^\.\/src\//, './dist/').replace(/\.tsx?$/, '');
  return { types: `${base}.d.ts`, import: `${base}.js` };
}

export interface FoyerPackageOptions {
  /** Built but not exported, e.g. the emulator's CLI (run by its bin). */
  extraEntries?: string[];
  /** `node` where the package imports `node:*` modules (they stay external either way). */
  platform?: 'neutral' | 'node';
  /** Built files the package ships as they are (`files`), imported from `src/` by a relative path. */
  neverBundle?: RegExp[];
}

/**
 * ESM only, `dist/` mirroring `src/` (unbundled: each module keeps its own `'use client'` directive,
 * which React Server Components read per file, and apps tree-shake per module), `.d.ts` with
 * declaration maps, JS source maps. Dependencies and peer dependencies stay external (tsdown reads
 * them from package.json), `@foyer/headless/*` included.
 */
export function foyerPackage(packageDir: URL, options: FoyerPackageOptions = {}): UserConfig {
  const pkg = JSON.parse(readFileSync(new URL('package.json', packageDir), 'utf8')) as PackageJson;
  const entry = [...sourceEntries(pkg), ...(options.extraEntries ?? [])];
  if (entry.length === 0) throw new Error(`${pkg.name}: no "${SOURCE_CONDITION}" entry in package.json exports`);
  return {
    cwd: fileURLToPath(packageDir),
    entry,
    root: 'src',
    unbundle: true,
    format: 'esm',
    platform: options.platform ?? 'neutral',
    ...(options.neverBundle ? { deps: { neverBundle: options.neverBundle } } : {}),
    fixedExtension: false,
    target: 'es2022',
    outDir: 'dist',
    clean: true,
    sourcemap: true,
    dts: { sourcemap: true },
    tsconfig: 'tsconfig.json',
    // publint and attw run on the packed tarballs in `npm test` (test/packages/), not on every build.
    publint: false,
    attw: false,
    report: false,
    logLevel: 'warn',
    checks: { pluginTimings: false }, // d.ts generation dominates; rolldown would say so on every build
  };
}
