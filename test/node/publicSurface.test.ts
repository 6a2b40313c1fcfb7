import { readFileSync } from 'node:fs';
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
        const name = entry === '.' ? pkg : `${pkg}.${entry.slice(2).replaceAll('/', '.')}`;
        await expect(`${names.join('\n')}\n`).toMatchFileSnapshot(`./public-surface/${name}.txt`);
      }
    }, 60_000);
  }
});
