import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Pack } from '../../scripts/pack.mjs';

/** The committed app templates (package.json with pinned versions, stock tsconfig, minimal source). */
export const templates = new URL('./apps/', import.meta.url).pathname;

/**
 * The environment of an app developer's shell: ours minus what Vitest sets. NODE_ENV=test in
 * particular would make `vite build` bundle React's development build (StrictMode double effects).
 */
function shellEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  for (const key of Object.keys(env))
    if (key === 'NODE_ENV' || key === 'TEST' || key === 'FORCE_COLOR' || key.startsWith('VITEST')) delete env[key];
  // Plain output: a coloured port (`http://127.0.0.1:\e[1m5173\e[22m/`) would not match `ready`.
  return { ...env, NO_COLOR: '1', ...extra };
}

/**
 * Spawns a command in its own process group (so `kill` stops what it starts) with the shell's
 * environment, calling `onOutput` with everything it has printed so far, stdout and stderr together,
 * without terminal escape codes.
 */
function spawnGroup(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string> | undefined },
  onOutput: (output: string) => void = () => undefined,
): { child: ChildProcess; output(): string } {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: shellEnv(options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const append = (chunk: Buffer) => {
    output += stripVTControlCharacters(String(chunk));
    onOutput(output);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return { child, output: () => output };
}

/** Runs a command to completion; rejects with its output (stdout + stderr) when it fails. */
export function exec(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string>; timeoutMs?: number },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const { child, output: printed } = spawnGroup(command, args, options);
    const timer = setTimeout(() => kill(child), options.timeoutMs ?? 240_000);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const clean = printed().replace(/^npm warn Unknown user config "nodedir".*\n/gm, '');
      if (code === 0) resolve(clean);
      else reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal}) in ${options.cwd}:\n${clean}`));
    });
  });
}

/** Stops a process started with `detached: true` and everything it started (npx → sh → node). */
function kill(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

export interface Running {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts a long-running process and resolves with the URL it prints once `ready` matches its output. */
export function start(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string>; ready: RegExp; timeoutMs?: number },
): Promise<Running> {
  let onOutput: (output: string) => void = () => undefined;
  const { child, output } = spawnGroup(command, args, options, (printed) => onOutput(printed));
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const stop = async () => {
    kill(child);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${command} ${args.join(' ')} did not start:\n${output()}`));
    }, options.timeoutMs ?? 30_000);
    onOutput = (printed) => {
      const match = options.ready.exec(printed);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1] ?? '', output, stop });
      }
    };
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} ${args.join(' ')} exited (${code}):\n${output()}`));
    });
  });
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Third-party dependencies of an app template, kept between runs (outside the repository, so nothing
 * can resolve from the repo's own node_modules). Keyed by the template's package.json: the pinned
 * versions. Our packages never come from here: they are removed and installed from the tarballs on
 * every run, and caches of builds and typechecks are dropped.
 */
const depsCache = join(tmpdir(), 'foyer-consumer-deps');

function cacheKey(app: string, setup: AppSetup): string {
  const manifest = readFileSync(join(templates, app, 'package.json'));
  const tarballs = JSON.stringify([setup.dependencies, setup.devDependencies ?? []]);
  const hash = createHash('sha256').update(manifest).update(tarballs).update(process.version);
  return `${app}-${hash.digest('hex').slice(0, 16)}`;
}

/** sha256 over every file of a folder (sorted paths and contents). */
function hashDir(dir: string): string {
  const hash = createHash('sha256');
  const files = (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(dir.length)).update(readFileSync(file));
  return hash.digest('hex');
}

/** Throws unless node_modules/@foyer/* in `appDir` hold exactly what these tarballs hold (nothing stale). */
export async function assertInstalledFromTarballs(appDir: string, packs: Pack[]): Promise<void> {
  for (const pack of packs) {
    const unpacked = mkdtempSync(join(tmpdir(), 'foyer-tarball-'));
    try {
      await exec('tar', ['-xzf', pack.file, '-C', unpacked], { cwd: unpacked });
      const installed = join(appDir, 'node_modules', pack.name);
      if (hashDir(join(unpacked, 'package')) !== hashDir(installed)) {
        throw new Error(`${installed} differs from ${pack.file}`);
      }
    } finally {
      rmSync(unpacked, { recursive: true, force: true });
    }
  }
}

export interface App {
  dir: string;
  /** The tarballs it installs. */
  packs: Pack[];
  /** Whether third-party dependencies came from the cache of an earlier run. */
  reusedDependencies: boolean;
  install(): Promise<string>;
  /** Gives the installed dependencies back to the cache (after a green run only). */
  keepDependencies(): void;
}

export interface AppSetup {
  /** Our packages the app depends on, installed from their tarballs. */
  dependencies: string[];
  /** Our packages the app has as dev dependencies (the emulator, as an app's tests would). */
  devDependencies?: string[];
  /** Files written into the copy, by path: the README's code, as an app pastes it. */
  files?: Record<string, string>;
}

/** A fresh copy of the template `app` in `parent`, set up to install our packages from the tarballs. */
export function createApp(app: string, parent: string, packs: Pack[], setup: AppSetup): App {
  const dir = join(parent, app);
  cpSync(join(templates, app), dir, { recursive: true });
  for (const [path, content] of Object.entries(setup.files ?? {})) writeFileSync(join(dir, path), content);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const tarballs = (names: string[] = []) =>
    Object.fromEntries(names.map((name) => [name, `file:${packs.find((p) => p.name === name)!.file}`]));
  manifest.dependencies = { ...manifest.dependencies, ...tarballs(setup.dependencies) };
  if (setup.devDependencies)
    manifest.devDependencies = { ...manifest.devDependencies, ...tarballs(setup.devDependencies) };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  const cached = join(depsCache, cacheKey(app, setup));
  let reusedDependencies = false;
  if (existsSync(join(cached, 'node_modules')) && existsSync(join(cached, 'package-lock.json'))) {
    renameSync(join(cached, 'node_modules'), join(dir, 'node_modules'));
    // The lockfile pins the third-party tree; the @foyer entries go, so the tarballs are read afresh.
    const lock = JSON.parse(readFileSync(join(cached, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    for (const key of Object.keys(lock.packages)) if (key.startsWith('node_modules/@foyer/')) delete lock.packages[key];
    writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock, null, 2));
    for (const stale of ['@foyer', '.package-lock.json', '.tmp', '.vite', '.cache']) {
      rmSync(join(dir, 'node_modules', stale), { recursive: true, force: true });
    }
    reusedDependencies = true;
  }
  const installed = [...setup.dependencies, ...(setup.devDependencies ?? [])];
  return {
    dir,
    packs: packs.filter((pack) => installed.includes(pack.name)),
    reusedDependencies,
    install: () =>
      exec('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
        cwd: dir,
      }),
    keepDependencies() {
      rmSync(cached, { recursive: true, force: true });
      mkdirSync(cached, { recursive: true });
      renameSync(join(dir, 'node_modules'), join(cached, 'node_modules'));
      cpSync(join(dir, 'package-lock.json'), join(cached, 'package-lock.json'));
      // Only the newest key per app is worth keeping.
      for (const entry of readdirSync(depsCache)) {
        if (entry.startsWith(`${app}-`) && entry !== cacheKey(app, setup))
          rmSync(join(depsCache, entry), { recursive: true, force: true });
      }
    },
  };
}

/**
 * The steps of a consumer test, timed (`timed(label, step)`: the lines printed at the end, the
 * consumer test's own budget), and whether one failed (then the installed dependencies are not kept).
 */
export function stepTimer(timings: string[] = []) {
  let failed = false;
  return {
    timings,
    failed: () => failed,
    async timed<T>(label: string, step: () => Promise<T>): Promise<T> {
      const startedAt = Date.now();
      try {
        return await step();
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        timings.push(`${label.padEnd(42)} ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
      }
    },
  };
}
