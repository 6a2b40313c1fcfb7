import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The public surface, entry by entry of every package, types included: each entry's exported names,
 * read by the TypeScript compiler from the entry's source, against `public-surface/<package>.<entry>.txt`.
 * A new export (a type too) makes this fail until the file lists it, so every export is a decision
 * (update the files with `npx vitest run --project node test/node/publicSurface.test.ts -u`, and
 * read the diff).
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const packages = ['headless', 'ui', 'emulator'] as const;

interface PackageJson {
  name: string;
  exports: Record<string, string | { '@foyer/source'?: string }>;
}

/** The entries a package declares with TypeScript source: `.`, `./core`, … */
function entriesOf(pkg: string): { entry: string; file: string }[] {
  const json = JSON.parse(readFileSync(join(root, 'packages', pkg, 'package.json'), 'utf8')) as PackageJson;
  return Object.entries(json.exports).flatMap(([entry, target]) =>
    typeof target === 'object' && target['@foyer/source']
      ? [{ entry, file: join(root, 'packages', pkg, target['@foyer/source']) }]
      : [],
  );
}

/** One program for every entry (the emulator's options: the DOM's types and Node's). */
function programOf(files: string[]): ts.Program {
  const configPath = join(root, 'packages/emulator/tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`No tsconfig at ${configPath}`);
  return ts.createProgram(files, { ...config.options, noEmit: true });
}

/** The snapshot file's name of an entry: `headless`, `headless.core`, … */
const surfaceName = (pkg: string, entry: string) =>
  entry === '.' ? pkg : `${pkg}.${entry.slice(2).replaceAll('/', '.')}`;

/** `value Name` or `type Name` (a type-only export: interfaces, type aliases, `export type { … }`). */
function describeExport(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const typeOnly = symbol.declarations?.some(
    (declaration) =>
      (ts.isExportSpecifier(declaration) && (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly)) ||
      (ts.isExportDeclaration(declaration) && declaration.isTypeOnly),
  );
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const value = !typeOnly && (target.flags & ts.SymbolFlags.Value) !== 0;
  return `${value ? 'value' : 'type'} ${symbol.getName()}`;
}

describe('public surface of every package entry (values and types)', () => {
  const entries = packages.map((pkg) => ({ pkg, entries: entriesOf(pkg) }));
  let program: ts.Program | null = null;
  const compiled = () => {
    program ??= programOf(entries.flatMap((of) => of.entries.map(({ file }) => file)));
    return program;
  };
  for (const { pkg, entries: ofPackage } of entries) {
    it(`@foyer/${pkg}: ${ofPackage.map(({ entry }) => entry).join(', ')}`, async () => {
      const program = compiled();
      const checker = program.getTypeChecker();
      for (const { entry, file } of ofPackage) {
        const source = program.getSourceFile(file);
        const module = source && checker.getSymbolAtLocation(source);
        if (!module) throw new Error(`${file} is not a module`);
        const names = checker
          .getExportsOfModule(module)
          .sort((a, b) => (a.getName() < b.getName() ? -1 : 1))
          .map((symbol) => describeExport(checker, symbol));
        await expect(`${names.join('\n')}\n`).toMatchFileSnapshot(`./public-surface/${surfaceName(pkg, entry)}.txt`);
      }
    }, 60_000);
  }
});

/** The text of every type test (`*.test-d.ts`) of a package, its import statements left out. */
function typeTestsOf(pkg: string): string {
  const src = join(root, 'packages', pkg, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test-d.ts'))
    .map((file) => readFileSync(join(src, file), 'utf8').replace(/^import[^;]*;/gm, ''))
    .join('\n');
}

describe('type tests', () => {
  it('every public hook of every package has one (a *.test-d.ts of its package uses it)', () => {
    const untested = packages.flatMap((pkg) => {
      const typeTests = typeTestsOf(pkg);
      const hooks = entriesOf(pkg).flatMap(({ entry }) => {
        const surface = readFileSync(join(root, 'test/node/public-surface', `${surfaceName(pkg, entry)}.txt`), 'utf8');
        return [...surface.matchAll(/^value (use[A-Z]\w*)$/gm)].map((match) => match[1] as string);
      });
      return hooks
        .filter((hook) => !new RegExp(`\\b${hook}\\b`).test(typeTests))
        .map((hook) => `@foyer/${pkg}: ${hook}`);
    });
    expect(untested).toEqual([]);
  });
});
