// `node scripts/pack.mjs [dir]`: build and pack the published packages as npm would publish them.
// Builds every package first (the same `npm run build` its `prepack` runs on `npm publish`), then packs.
// Writes the tarballs and `packs.json` (name, version, file, size, files) into dir
// (default test-results/packages); `npm test` packs once and its packages and consumers stages use them.

import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The packages we publish: every workspace that is not private. */
export function publishedPackages() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const dirs = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2))).map((d) => join(pattern.slice(0, -2), d))
      : [pattern],
  );
  return dirs
    .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) }))
    .filter(({ pkg }) => !pkg.private)
    .map(({ dir, pkg }) => ({ dir, name: pkg.name }));
}

export function pack(outDir = join(root, 'test-results/packages')) {
  const dir = resolve(outDir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const packages = publishedPackages();
  const started = Date.now();
  const workspaceArgs = packages.flatMap(({ name }) => ['-w', name]);
  const build = spawnSync('npm', ['run', '--silent', 'build', ...workspaceArgs], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);
  const result = spawnSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir, ...workspaceArgs], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`npm pack failed (exit ${result.status})`);
  const packs = JSON.parse(result.stdout).map((entry) => ({
    name: entry.name,
    version: entry.version,
    file: join(dir, entry.filename),
    size: statSync(join(dir, entry.filename)).size,
    unpackedSize: entry.unpackedSize,
    files: entry.files.map((f) => f.path),
  }));
  writeFileSync(join(dir, 'packs.json'), `${JSON.stringify(packs, null, 2)}\n`);
  return { dir, packs, ms: Date.now() - started };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { dir, packs, ms } = pack(process.argv[2]);
  for (const p of packs)
    console.log(
      `  ${p.name}@${p.version}  ${(p.size / 1024).toFixed(1)} kB packed, ${(p.unpackedSize / 1024).toFixed(1)} kB unpacked, ${p.files.length} files`,
    );
  console.log(`  packed into ${dir} in ${(ms / 1000).toFixed(1)} s`);
}
