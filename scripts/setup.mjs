// Shared by `npm start` and `npm test`: install when needed, build what the demo imports.
// Plain Node only: this runs before dependencies exist.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function run(command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return Date.now() - started;
}

/** `npm ci` on a fresh checkout, or when the lockfile is newer than the installed tree. */
export function ensureInstalled() {
  const marker = `${root}node_modules/.package-lock.json`;
  const lock = `${root}package-lock.json`;
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

export function buildStyles() {
  run('npm', ['run', '--silent', 'build:css']);
}

/** WalletConnect's sign client as one module (packages/headless/vendor/; skipped when up to date). */
export function buildVendor() {
  run('npm', ['run', '--silent', 'build:vendor']);
}

/**
 * Node arguments that run the emulator's CLI from source: `@foyer/*` resolve through their
 * `@foyer/source` export condition and tsx (a dev dependency) loads the TypeScript.
 */
export const emulatorFromSource = ['--conditions=@foyer/source', '--import', 'tsx', 'packages/emulator/src/cli.ts'];
