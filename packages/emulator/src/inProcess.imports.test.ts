import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const entry = fileURLToPath(new URL('./inProcess.ts', import.meta.url));

function specifiers(file: string): string[] {
  const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const pattern = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g;
  return [...code.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? '');
}

/** A relative or workspace (`@foyer/*`) specifier as a file; undefined for third-party packages. */
function resolveLocal(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
  const workspace = /^@foyer\/([^/]+)(\/.*)?$/.exec(specifier);
  if (!workspace) return undefined;
  const packageDir = join(root, 'packages', workspace[1]!);
  const { exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { exports: Record<string, string> };
  const target = exports[`.${workspace[2] ?? ''}`];
  if (!target) throw new Error(`${specifier} is not exported`);
  return join(packageDir, target);
}

/** Every import in the graph from `start`, following local files: `file imports specifier`. */
function importGraph(start: string): string[] {
  const seen = new Set<string>();
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

describe('@foyer/emulator/in-process', () => {
  it('is browser-safe: its import graph has no node:* and no @hono/node-server', () => {
    const edges = importGraph(entry);
    expect(edges.some((edge) => edge.endsWith(' imports ./http/app.ts'))).toBe(true);
    expect(edges.some((edge) => edge.endsWith(' imports @foyer/headless/core'))).toBe(true);
    expect(edges.filter((edge) => / imports (node:|@hono\/node-server)/.test(edge))).toEqual([]);
  });

  it('is the entry package.json exports', () => {
    const { exports } = JSON.parse(readFileSync(join(root, 'packages/emulator/package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(resolve(root, 'packages/emulator', exports['./in-process']!)).toBe(entry);
  });
});
