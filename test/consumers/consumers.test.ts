import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ModalLoginPage } from '../e2e/models/ModalLoginPage.ts';
import { launchChromium, openPage } from '../e2e/support/browser.ts';
import { emulatorClient } from '../support/emulatorClient.ts';
import { type App, assertInstalledFromTarballs, createApp, exec, freePort, type Running, start } from './support.ts';

/**
 * A new user's path, outside this repository: `npm pack` the packages, install the tarballs into a
 * fresh Vite React app and a Next.js app-router app (templates in ./apps, stock tsconfigs: no
 * allowImportingTsExtensions, no customConditions, no transpilePackages), typecheck, build for
 * production, run the emulator from the packed `foyer-emulator` bin, and log in by e-mail in Chromium
 * with the README's quick-start code.
 */
const packs = inject('packs');
const APP_ID = 'foyer-demo-app-0000000001'; // @foyer/emulator's DEFAULT_APP_ID, as in the README
const parent = mkdtempSync(join(tmpdir(), 'foyer-consumers-'));
const apps: Record<'vite' | 'next', App> = {
  vite: createApp('vite', parent, packs),
  next: createApp('next', parent, packs),
};
let emulator: Running | undefined;
let browser: Browser | undefined;
const timings: string[] = [];
let failed = false;

/** Runs a step and records how long it took (printed at the end: the consumer test's own budget). */
async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const startedAt = Date.now();
  try {
    return await step();
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    timings.push(`${label.padEnd(42)} ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  }
}

beforeAll(() => {
  for (const [name, app] of Object.entries(apps)) {
    timings.push(
      `${name}: third-party dependencies ${app.reusedDependencies ? 'reused from an earlier run' : 'installed afresh'}`,
    );
  }
});

afterAll(async () => {
  await browser?.close();
  await emulator?.stop();
  if (!failed) for (const app of Object.values(apps)) app.keepDependencies();
  rmSync(parent, { recursive: true, force: true });
  console.log(`consumer test timings:\n  ${timings.join('\n  ')}`);
});

/** Logs in through the default modal; resolves with what the README's onComplete logged. */
async function logInByEmail(appUrl: string, email: string) {
  browser ??= await launchChromium();
  const tab = await openPage(browser);
  try {
    const logged: string[] = [];
    tab.page.on('console', (message) => {
      if (message.type() === 'log') logged.push(message.text());
    });
    const modal = new ModalLoginPage(tab.page, appUrl);
    await modal.open();
    // The compiled stylesheet reached the page through the app's own bundler.
    const styled = await tab.page.evaluate(() =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('[data-foyer-root]')),
      ),
    );
    expect(styled, '@foyer/ui/styles.css is applied').toBe(true);
    await modal.openModal();
    await modal.submitEmail(email);
    const code = await emulatorClient(emulator!.url).latestCode(email);
    await modal.typeCode(code);
    await tab.page.waitForFunction(() => !document.querySelector('[role="dialog"]'), undefined, { timeout: 15_000 });
    await expect.poll(() => logged.find((line) => / true$/.test(line)), { timeout: 5_000 }).toBeTruthy();
    const errors = tab.errors.filter((error) => !/favicon\.ico|Failed to load resource.*404/.test(error));
    return { completed: logged.find((line) => / true$/.test(line))!, errors };
  } catch (error) {
    // What the page showed, for the report: a screenshot under test-results/ and the page's errors.
    const shot = new URL(`../../test-results/consumers/${email}.png`, import.meta.url).pathname;
    await tab.page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    throw new Error(`${(error as Error).message}\nscreenshot: ${shot}\npage errors: ${JSON.stringify(tab.errors)}`, {
      cause: error,
    });
  } finally {
    await tab.close();
  }
}

describe('a Vite React app (create-vite react-ts template, TypeScript 7)', () => {
  const app = apps.vite;

  it('installs the tarballs', async () => {
    await timed('vite: npm install', () => app.install());
    await assertInstalledFromTarballs(app.dir, packs);
  });

  it("runs the packed emulator's bin (plain JavaScript) and imports every entry in plain Node", async () => {
    emulator = await timed('emulator: start from the packed bin', () =>
      start(join(app.dir, 'node_modules/.bin/foyer-emulator'), ['--port', '0', '--host', '127.0.0.1'], {
        cwd: app.dir,
        ready: /API:\s+(http:\/\/\S+)[\s\S]*Outbox:/,
      }),
    );
    expect(emulator.output()).toContain(`App id:     ${APP_ID}`);
    const script = [
      "import { DEFAULT_APP_ID, createEmulator } from '@foyer/emulator';",
      "import { createInProcessEmulator } from '@foyer/emulator/in-process';",
      "import { createFoyerCore } from '@foyer/headless/core';",
      "import { routeDomains } from '@foyer/headless/contract';",
      "import * as ui from '@foyer/ui';",
      'const e = await createInProcessEmulator();',
      'console.log(DEFAULT_APP_ID, typeof createEmulator, typeof createFoyerCore, typeof routeDomains, typeof ui.FoyerModal, e.url);',
    ].join('\n');
    const out = await exec('node', ['--input-type=module', '-e', script], { cwd: app.dir });
    expect(out.trim()).toBe(`${APP_ID} function function object function http://emulator.invalid`);
  });

  it('typechecks with the template tsconfig, and the packages\u2019 .d.ts are sound without skipLibCheck', async () => {
    await timed('vite: tsc -b', () => exec('npx', ['tsc', '-b'], { cwd: app.dir }));
    await timed('vite: tsc --skipLibCheck false', () =>
      exec('npx', ['tsc', '-p', 'tsconfig.app.json', '--noEmit', '--skipLibCheck', 'false'], { cwd: app.dir }),
    );
  });

  it('builds for production', async () => {
    const out = await timed('vite: vite build', () =>
      exec('npx', ['vite', 'build'], { cwd: app.dir, env: { VITE_FOYER_API_URL: emulator!.url } }),
    );
    expect(out).toMatch(/built in/);
  });

  it('logs in by e-mail in Chromium (vite preview)', async () => {
    const port = await freePort();
    const preview = await start(
      'npx',
      ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      {
        cwd: app.dir,
        ready: /(http:\/\/127\.0\.0\.1:\d+)/,
      },
    );
    try {
      const { completed, errors } = await timed('vite: log in in Chromium', () =>
        logInByEmail(preview.url, 'vite.consumer@example.com'),
      );
      expect(completed).toMatch(/^\S+ true$/);
      expect(errors).toEqual([]);
    } finally {
      await preview.stop();
    }
  });
});

describe('a Next.js app-router app (create-next-app template, Next 16)', () => {
  const app = apps.next;
  const env = { NEXT_TELEMETRY_DISABLED: '1' };

  it('installs the tarballs', async () => {
    await timed('next: npm install', () => app.install());
    await assertInstalledFromTarballs(app.dir, packs);
  });

  it('typechecks with the template tsconfig (next typegen, tsc --noEmit)', async () => {
    await timed('next: next typegen', () => exec('npx', ['next', 'typegen'], { cwd: app.dir, env }));
    await timed('next: tsc --noEmit', () => exec('npx', ['tsc', '--noEmit'], { cwd: app.dir }));
  });

  it('builds for production, rendering the provider and the modal on the server', async () => {
    const out = await timed('next: next build', () =>
      exec('npx', ['next', 'build'], { cwd: app.dir, env: { ...env, NEXT_PUBLIC_FOYER_API_URL: emulator!.url } }),
    );
    expect(out).toMatch(/Compiled successfully/);
    expect(out).not.toMatch(/window is not defined|document is not defined|ReferenceError|Error occurred prerendering/);
  });

  it('serves server HTML that holds the provider\u2019s children, and logs in by e-mail in Chromium (next start)', async () => {
    const port = await freePort();
    const server = await start('npx', ['next', 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
      cwd: app.dir,
      env,
      ready: /Ready in/,
    });
    const url = `http://127.0.0.1:${port}`;
    try {
      const html = await (await fetch(`${url}/`)).text();
      expect(html).toContain('Rendered inside FoyerProvider on the server.');
      expect(html).toMatch(/<button[^>]*>Log in<\/button>/);
      expect(html).not.toMatch(/BAILOUT_TO_CLIENT_SIDE_RENDERING|__next_error__|Application error/);
      const { completed, errors } = await timed('next: log in in Chromium', () =>
        logInByEmail(url, 'next.consumer@example.com'),
      );
      expect(completed).toMatch(/^\S+ true$/);
      expect(errors).toEqual([]);
      expect(server.output()).not.toMatch(/Error|window is not defined/);
    } finally {
      await server.stop();
    }
  });
});
