import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../support/chromium.ts';
import { assertInstalledFromTarballs, createApp, exec, freePort, stepTimer } from './support.ts';

/**
 * An app team's test suite, outside this repository, following docs/testing.md: a stock Vite app
 * (./apps/testkit) with the packed tarballs, `@playwright/test`, Vitest and Testing Library from npm.
 * Its Playwright suite runs 4 workers against one emulator started by `@foyer/emulator/testing`'s
 * global setup, each worker with an app of its own (sign-in without the UI, e-mail through the modal,
 * OAuth, a passkey, a wallet signature verified with viem, a fault and a clock jump, all in parallel:
 * one app's fault and clock do not reach the others), in this repository's Chromium;
 * its Vitest suite renders against the in-process emulator.
 */
const packs = inject('packs');
const parent = mkdtempSync(join(tmpdir(), 'foyer-testkit-'));
const app = createApp('testkit', parent, packs, {
  dependencies: ['@foyer/headless', '@foyer/ui'],
  devDependencies: ['@foyer/emulator'],
});
const { timings, timed, failed } = stepTimer([
  `testkit: third-party dependencies ${app.reusedDependencies ? 'reused' : 'installed afresh'}`,
]);

afterAll(() => {
  if (!failed()) app.keepDependencies();
  rmSync(parent, { recursive: true, force: true });
  console.log(`testkit consumer timings:\n  ${timings.join('\n  ')}`);
});

describe('an app team testing with @foyer/emulator/testing (stock Vite app, packed tarballs)', () => {
  it('installs the tarballs and the test tools from npm', async () => {
    await timed('testkit: npm install', () => app.install());
    await assertInstalledFromTarballs(app.dir, app.packs);
  });

  it('Vitest: renders signed in, and logs in through the modal, against the in-process emulator', async () => {
    const out = await timed('testkit: vitest run', () => exec('npx', ['vitest', 'run'], { cwd: app.dir }));
    expect(out).toMatch(/Tests\s+2 passed/);
  });

  it('Playwright: 4 workers against one emulator, an app each, every flow in parallel', async () => {
    const env = {
      CHROMIUM_PATH: await chromiumExecutable(),
      CHROMIUM_ARGS: JSON.stringify(chromiumArgs),
      APP_PORT: String(await freePort()),
    };
    const out = await timed('testkit: playwright test (build + 7 tests)', () =>
      exec('npx', ['playwright', 'test'], { cwd: app.dir, env, timeoutMs: 240_000 }),
    );
    expect(out).toMatch(/7 passed/);
    expect(out).not.toMatch(/flaky|failed/);
    const summary = / passed \(([\d.]+m?s)\)/.exec(out)?.[1];
    timings.push(`testkit: the 7 Playwright tests, 4 workers: ${summary}`);
    for (const line of out.split('\n').filter((text) => / ms$/.test(text))) timings.push(`testkit: ${line.trim()}`);
  });
});
