import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOURCE_CONDITION } from '../../scripts/build/source.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

function specifiers(file: string): string[] {
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const pattern = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g;
  return [...code.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? '');
}

type ExportTarget = string | Record<string, string | undefined>;

/** The source file a workspace entry point maps to (its `@foyer/source` condition, or a plain path). */
export function workspaceEntry(packageName: string, subpath = '.'): string {
  const packageDir = join(root, 'packages', packageName);
  const { exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, ExportTarget>;
  };
  const target = exports[subpath];
  const file = typeof target === 'string' ? target : target?.[SOURCE_CONDITION];
  if (!file) throw new Error(`@foyer/${packageName} exports no source for ${subpath}`);
  return join(packageDir, file);
}

/** A relative or workspace (`@foyer/*`) specifier as a file; undefined for third-party packages. */
function resolveLocal(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
  const workspace = /^@foyer\/([^/]+)(\/.*)?$/.exec(specifier);
  return workspace ? workspaceEntry(workspace[1]!, `.${workspace[2] ?? ''}`) : undefined;
}

/** The repo's own files `file` imports (absolute paths): relative and workspace imports, type-only ones too. */
export function localImports(file: string): string[] {
  return specifiers(file).flatMap((specifier) => resolveLocal(file, specifier) ?? []);
}

/**
 * Every import reachable from `start`, following the repo's own files (static and dynamic imports):
 * `file imports specifier`, paths relative to the repo root. The imports of the files in `skip`
 * (paths relative to the repo root) are not followed.
 */
export function importGraph(start: string, skip: readonly string[] = []): string[] {
  const seen = new Set<string>(skip.map((file) => join(root, file)));
  const edges: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!existsSync(file)) throw new Error(`Cannot resolve ${relative(root, file)}`);
    for (const specifier of specifiers(file)) {
      edges.push(`${relative(root, file)} imports ${specifier}`);
      const local = resolveLocal(file, specifier);
      if (local) visit(local);
    }
  };
  visit(start);
  return edges;
}
