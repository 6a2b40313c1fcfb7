import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { builtPaths, type PackageJson, SOURCE_CONDITION } from '../../scripts/build/packageConfig.ts';

/**
 * The tarballs as npm would publish them (packed by packs.global.ts): their exports follow one rule,
 * they hold what users need and nothing else, and publint and attw find nothing wrong.
 */
const run = promisify(execFile);
const packs = inject('packs');
const root = new URL('../../', import.meta.url);
const unpacked = mkdtempSync(join(tmpdir(), 'foyer-unpacked-'));
afterAll(() => rmSync(unpacked, { recursive: true, force: true }));

/** Unpacks a tarball (tar is on every CI image) and returns its `package/` folder. */
async function unpack(file: string, name: string): Promise<string> {
  const dir = join(unpacked, name.replace('/', '+'));
  rmSync(dir, { recursive: true, force: true });
  await run('mkdir', ['-p', dir]);
  await run('tar', ['-xzf', file, '-C', dir]);
  return join(dir, 'package');
}

/** `import … from 'x'`, `export … from 'x'`, `import('x')` and `import 'x'` specifiers of a JS file. */
function specifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const pattern =
    /(?:^|[;\s])(?:import|export)\b[^'"]*?from\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|(?:^|[;\s])import\s*["']([^"']+)["']/g;
  return [...code.matchAll(pattern)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

/** The package a bare specifier belongs to: `@scope/name/sub` → `@scope/name`, `hono/cors` → `hono`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier);

/** Every JS file reachable from `entry` inside the package, and the bare imports along the way. */
function graph(dir: string, entry: string): { files: string[]; bare: string[] } {
  const files = new Set<string>();
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of specifiers(readFileSync(join(dir, file), 'utf8'))) {
      if (specifier.startsWith('.')) visit(normalize(join(dirname(file), specifier)));
      else bare.add(specifier);
    }
  };
  visit(normalize(entry));
  return { files: [...files], bare: [...bare] };
}

describe.each(packs.map((pack) => [pack.name, pack] as const))('%s', (name, pack) => {
  const pkg = JSON.parse(
    readFileSync(new URL(`packages/${name.replace('@foyer/', '')}/package.json`, root), 'utf8'),
  ) as PackageJson & {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    bin?: Record<string, string>;
  };
  const exportsMap = pkg.exports ?? {};
  const jsEntries = Object.entries(exportsMap).filter(
    (entry): entry is [string, Record<string, string>] => typeof entry[1] === 'object',
  );
  const dirPromise = unpack(pack.file, name);

  it('exports each entry as { @foyer/source, types, import }, built where the build puts it', () => {
    expect(jsEntries.length).toBeGreaterThan(0);
    for (const [subpath, target] of jsEntries) {
      const source = target[SOURCE_CONDITION];
      expect(source, `${subpath}: no ${SOURCE_CONDITION}`).toMatch(/^\.\/src\/.+\.tsx?$/);
      // Order matters: conditions are matched top-down, and `types` must come before `import`.
      expect(Object.keys(target), subpath).toEqual([SOURCE_CONDITION, 'types', 'import']);
      expect({ types: target.types, import: target.import }, subpath).toEqual(builtPaths(source!));
    }
  });

  it('ships every exported file, its README and changelog, and no tests, stories or test helpers', () => {
    const files = new Set(pack.files);
    const targets = Object.values(exportsMap).flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t)));
    for (const target of targets) expect(files, target).toContain(target.replace(/^\.\//, ''));
    for (const file of ['package.json', 'README.md', 'CHANGELOG.md']) expect(files).toContain(file);
    // A folder of test helpers ships only as an entry of its own (@foyer/emulator/testing).
    const entryDirs = new Set(targets.map((target) => dirname(target.replace(/^\.\//, ''))));
    const unwanted = pack.files.filter(
      (f) =>
        /\.test\.|\.test-d\.|\.stories\.|tsbuildinfo/.test(f) ||
        (/(^|\/)(testing|test|__tests__)\//.test(f) && !entryDirs.has(dirname(f))),
    );
    expect(unwanted).toEqual([]);
    expect(
      // vendor/: a third-party SDK bundled into one module (@foyer/headless: WalletConnect's sign client).
      // THIRD_PARTY_NOTICES.md: the icon sets of @foyer/ui's brand marks and their licences.
      pack.files.filter(
        (f) =>
          !/^(dist|src|bin|vendor)\/|^(package\.json|README\.md|CHANGELOG\.md|LICENSE|THIRD_PARTY_NOTICES\.md)$/.test(
            f,
          ),
      ),
    ).toEqual([]);
  });

  it('passes publint (strict: warnings count)', async () => {
    const tarball = readFileSync(pack.file);
    const { messages, pkg: linted } = await publint({
      pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
      level: 'warning',
      strict: true,
    });
    expect(messages.map((m) => `${m.type}: ${formatMessage(m, linted) ?? m.code}`)).toEqual([]);
  });

  it('passes @arethetypeswrong (ESM-only profile: node16 from ESM and bundler resolution)', async () => {
    const cssEntries = Object.keys(exportsMap).filter((subpath) => subpath.endsWith('.css'));
    const args = [
      pack.file,
      '--profile',
      'esm-only',
      '--format',
      'ascii',
      ...(cssEntries.length ? ['--exclude-entrypoints', ...cssEntries] : []),
    ];
    const bin = new URL('node_modules/.bin/attw', root).pathname;
    const result = await run(bin, args).then(
      (r) => ({ ok: true, out: r.stdout }),
      (e: { stdout?: string; stderr?: string }) => ({ ok: false, out: `${e.stdout ?? ''}${e.stderr ?? ''}` }),
    );
    expect(result.ok, result.out).toBe(true);
  });

  it('has declarations that import .js (never .ts) and JS that imports only its declared dependencies', async () => {
    const dir = await dirPromise;
    const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
    const dts = pack.files.filter((f) => f.startsWith('dist/') && f.endsWith('.d.ts'));
    expect(dts.length).toBeGreaterThan(0);
    for (const file of dts) {
      const tsSpecifiers = specifiers(readFileSync(join(dir, file), 'utf8')).filter((s) => /\.(c|m)?tsx?$/.test(s));
      expect(tsSpecifiers, file).toEqual([]);
    }
    const nodeOnly = name === '@foyer/emulator';
    for (const [subpath, target] of jsEntries) {
      const { bare } = graph(dir, target.import!);
      const undeclared = bare.filter((s) => !(isBuiltin(s) && nodeOnly) && !declared.has(packageOf(s)));
      expect(undeclared, `${subpath} imports packages it does not depend on`).toEqual([]);
    }
  });

  it("keeps 'use client' at the top of every built module whose source has it", async () => {
    const dir = await dirPromise;
    const client = pack.files.filter(
      (f) => /^src\/.+\.tsx?$/.test(f) && /^\s*['"]use client['"]/.test(readFileSync(join(dir, f), 'utf8')),
    );
    if (name === '@foyer/emulator') expect(client).toEqual([]);
    else expect(client.length).toBeGreaterThan(0);
    for (const file of client) {
      const built = builtPaths(`./${file}`).import.slice(2);
      expect(readFileSync(join(dir, built), 'utf8'), built).toMatch(/^"use client";/);
    }
  });
});

describe('package specifics', () => {
  const packOf = (name: string) => packs.find((p) => p.name === name)!;

  it('@foyer/ui ships its compiled stylesheet', async () => {
    const dir = await unpack(packOf('@foyer/ui').file, 'ui-css');
    const css = readFileSync(join(dir, 'dist/styles.css'), 'utf8');
    expect(css.length).toBeGreaterThan(5_000);
    expect(css).toContain('[data-foyer-root]');
    expect(css).not.toMatch(/@tailwind|@apply|@config|@source/);
  });

  it('@foyer/emulator: its bin is plain JavaScript that runs dist/cli.js, and the in-process entry reaches no Node module', async () => {
    const dir = await unpack(packOf('@foyer/emulator').file, 'emulator-bin');
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
      dependencies: Record<string, string>;
    };
    const bin = readFileSync(join(dir, pkg.bin['foyer-emulator']!), 'utf8');
    expect(bin).toMatch(/^#!\/usr\/bin\/env node\n/);
    expect(specifiers(bin)).toEqual(['../dist/cli.js']);
    expect(Object.keys(pkg.dependencies)).not.toContain('tsx');
    const { bare } = graph(dir, 'dist/inProcess.js');
    expect(bare.filter((s) => isBuiltin(s) || s.startsWith('@hono/node-server'))).toEqual([]);
  });

  it('internal dependencies are ranges that include the current version of the package they name', () => {
    for (const pack of packs) {
      const pkg = JSON.parse(
        readFileSync(new URL(`packages/${pack.name.replace('@foyer/', '')}/package.json`, root), 'utf8'),
      ) as {
        dependencies?: Record<string, string>;
      };
      for (const [dep, range] of Object.entries(pkg.dependencies ?? {})) {
        const target = packs.find((p) => p.name === dep);
        if (target) expect(range, `${pack.name} → ${dep}`).toBe(`^${target.version}`);
      }
    }
  });
});
