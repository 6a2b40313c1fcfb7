import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importGraph, workspaceEntry } from '../support/importGraph.ts';

/**
 * A login-only app installs `@foyer/headless` and `@foyer/ui` and nothing else (README, 'Install'),
 * so everything the root entries and the modal reach must come with them: a dependency or a required
 * peer of the package whose file imports it, never an optional peer (viem, wagmi, react-query). This
 * holds for `import()` too: Vite (Rolldown), webpack and Turbopack resolve a dynamic import when they
 * build, and fail on one they cannot resolve, so the modal's lazy wallet screens count. Type-only
 * imports count as well: they stay in the published `.d.ts`, which an app's `tsc` reads.
 * (The consumers stage builds such an app, with no viem in its tree, in Vite and Next.js.)
 */
interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
const manifest = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../packages/${name}/package.json`, import.meta.url), 'utf8')) as Manifest;

/** What a package's files may import: its dependencies and its peers that are not optional. */
function installedWith(name: string): Set<string> {
  const { dependencies = {}, peerDependencies = {}, peerDependenciesMeta = {} } = manifest(name);
  const peers = Object.keys(peerDependencies).filter((peer) => !peerDependenciesMeta[peer]?.optional);
  return new Set([...Object.keys(dependencies), ...peers]);
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** `file imports specifier` edges to third-party packages a login-only install does not have. */
function missingFrom(start: string): string[] {
  return importGraph(start).filter((edge) => {
    const [, owner, specifier] = /^packages\/([^/]+)\/.* imports ([^.][^ ]*)$/.exec(edge) ?? [];
    if (!owner || !specifier || specifier.startsWith('@foyer/')) return false;
    return !installedWith(owner).has(packageOf(specifier));
  });
}

describe('a login-only app (@foyer/headless + @foyer/ui, no optional peers) resolves every import', () => {
  it.each([
    ['@foyer/headless', workspaceEntry('headless', '.')],
    ['@foyer/headless/core', workspaceEntry('headless', './core')],
    ['@foyer/ui (FoyerModal, its lazy screens, wallet screens included)', workspaceEntry('ui', '.')],
  ])('%s reaches only what its packages install', (_, entry) => {
    expect(missingFrom(entry)).toEqual([]);
  });

  it('viem is an optional peer, reached only from the ./viem and ./wagmi entries', () => {
    expect(manifest('headless').peerDependenciesMeta?.viem?.optional).toBe(true);
    expect(manifest('ui').dependencies?.viem).toBeUndefined();
    for (const subpath of ['./ethereum', './solana', './contract'])
      expect(missingFrom(workspaceEntry('headless', subpath)), subpath).toEqual([]);
    for (const subpath of ['./viem', './wagmi'])
      expect(missingFrom(workspaceEntry('headless', subpath)).some((edge) => / imports viem/.test(edge))).toBe(true);
  });
});
