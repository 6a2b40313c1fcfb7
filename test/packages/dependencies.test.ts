import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import semver from 'semver';
import { afterAll, describe, expect, inject, it } from 'vitest';

/**
 * What installing the tarballs brings: peers declared with ranges, and a dependency tree that
 * supports every Node version the packages claim (`npm install` prints no EBADENGINE on any of them).
 */
const run = promisify(execFile);
const packs = inject('packs');
const root = new URL('../../', import.meta.url);

/**
 * Installed but never loaded by what the packages run, so their engines do not bind: commander
 * (Node >= 22.12) is the CLI bin's of @solana/errors (under @solana/kit, the emulator's Solana
 * cluster); its runtime entries never import it (checked below).
 */
const BIN_ONLY: Record<string, { of: string; runtime: string[] }> = {
  commander: { of: '@solana/errors', runtime: ['dist/index.node.mjs', 'dist/index.node.cjs'] },
};

interface Manifest {
  engines?: { node?: string };
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
const manifestOf = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as Manifest;
const published = packs.map((pack) => ({
  ...pack,
  manifest: manifestOf(`packages/${pack.name.replace('@foyer/', '')}/package.json`),
}));
const claim = manifestOf('package.json').engines?.node ?? '';

/** Vitest sets NODE_ENV=test; npm runs as in an app developer's shell. */
const { NODE_ENV: _, ...withoutNodeEnv } = process.env;
const scratch = mkdtempSync(join(tmpdir(), 'foyer-dependency-tree-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('peer dependencies', () => {
  it('@foyer/headless: React is required; viem (./viem, ./wagmi), wagmi and @tanstack/react-query (./wagmi) are optional', () => {
    const { peerDependencies = {}, peerDependenciesMeta = {} } = published.find(
      (pack) => pack.name === '@foyer/headless',
    )!.manifest;
    expect(Object.keys(peerDependencies).sort()).toEqual(['@tanstack/react-query', 'react', 'viem', 'wagmi']);
    const optional = Object.keys(peerDependenciesMeta).filter((name) => peerDependenciesMeta[name]?.optional);
    expect(optional.sort()).toEqual(['@tanstack/react-query', 'viem', 'wagmi']);
  });

  const peers = published.flatMap(({ name, manifest }) =>
    Object.entries(manifest.peerDependencies ?? {}).map(([peer, range]) => [name, peer, range] as const),
  );
  it.each(peers)(
    '%s → %s %s: holds the version this repository tests with, and not its next major',
    (_, peer, range) => {
      const { version } = JSON.parse(readFileSync(new URL(`node_modules/${peer}/package.json`, root), 'utf8')) as {
        version: string;
      };
      expect(semver.validRange(range), range).not.toBeNull();
      expect(semver.satisfies(version, range), `${peer}@${version}`).toBe(true);
      expect(semver.satisfies(`${semver.major(version) + 1}.0.0`, range), `${peer}@${semver.major(version) + 1}`).toBe(
        false,
      );
    },
  );
});

describe(`the Node versions the packages claim (${claim})`, () => {
  it("every published package claims the repository's range", () => {
    expect(semver.validRange(claim), 'package.json engines.node').not.toBeNull();
    for (const { name, manifest } of published) expect(manifest.engines?.node, name).toBe(claim);
  });

  it('every package the tarballs install (optional peers at their ranges included) supports all of them', async () => {
    // The tree npm resolves for an app today: the tarballs, and the optional peers an app adds for
    // wallets. `--package-lock-only` resolves and records it (each package's `engines` included)
    // without downloading it.
    const optionalPeers = Object.fromEntries(
      published.flatMap(({ manifest }) =>
        Object.entries(manifest.peerDependencies ?? {}).filter(
          ([peer]) => manifest.peerDependenciesMeta?.[peer]?.optional,
        ),
      ),
    );
    const dependencies = Object.fromEntries(published.map((pack) => [pack.name, `file:${pack.file}`]));
    writeFileSync(
      join(scratch, 'package.json'),
      JSON.stringify({
        name: 'foyer-dependency-tree',
        private: true,
        dependencies: { ...dependencies, ...optionalPeers },
      }),
    );
    await run(
      'npm',
      [
        'install',
        '--package-lock-only',
        '--ignore-scripts',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      { cwd: scratch, env: withoutNodeEnv },
    );
    const lock = JSON.parse(readFileSync(join(scratch, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } }>;
    };
    const installed = Object.entries(lock.packages).filter(([path]) => path.startsWith('node_modules/'));
    for (const name of [...published.map((pack) => pack.name), ...Object.keys(optionalPeers), 'react']) {
      expect(installed.map(([path]) => path)).toContain(`node_modules/${name}`);
    }
    for (const [name, { of, runtime }] of Object.entries(BIN_ONLY)) {
      for (const file of runtime) {
        expect(readFileSync(new URL(`node_modules/${of}/${file}`, root), 'utf8')).not.toMatch(
          new RegExp(`["']${name}["']`),
        );
      }
    }
    const excluding = installed
      .filter(([path]) => !Object.keys(BIN_ONLY).includes(path.replace(/^.*node_modules\//, '')))
      .filter(([, entry]) => entry.engines?.node && !semver.subset(claim, entry.engines.node))
      .map(
        ([path, entry]) =>
          `${path.replace(/^.*node_modules\//, '')}@${entry.version} needs node ${entry.engines!.node}`,
      );
    expect(excluding).toEqual([]);
  }, 120_000);
});
