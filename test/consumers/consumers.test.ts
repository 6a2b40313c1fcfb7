import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeBlocks, EMULATOR_URL } from '../docs/markdown.ts';
import { ModalLoginPage } from '../e2e/models/ModalLoginPage.ts';
import { launchChromium, openPage } from '../e2e/support/browser.ts';
import { emulatorClient } from '../support/emulatorClient.ts';
import {
  type App,
  assertInstalledFromTarballs,
  createApp,
  exec,
  freePort,
  type Running,
  start,
  stepTimer,
} from './support.ts';

/**
 * A new user's path, outside this repository: `npm pack` the packages, install the tarballs as the
 * README's 'Install' says, run the emulator from the packed `foyer-emulator` bin, and put the README's
 * quick start, pasted as it is, into a fresh Vite React app and a Next.js app-router app (templates in
 * ./apps, stock tsconfigs: no allowImportingTsExtensions, no customConditions, no transpilePackages):
 * typecheck, build for production, and log in by e-mail in Chromium.
 *
 * The two apps are login-only: they install `@foyer/headless` and `@foyer/ui` and nothing else of
 * ours, so no viem (the emulator, which needs it, runs from a project of its own), and they build
 * though the modal's wallet screens are in their bundles.
 */
const packs = inject('packs');
const APP_ID = 'foyer-demo-app-0000000001'; // @foyer/emulator's DEFAULT_APP_ID, as in the README
const LOGIN_ONLY = ['@foyer/headless', '@foyer/ui'];

/**
 * README.md's modal quick start (```tsx file=App.tsx), as an app pastes it. The one change: the
 * emulator's address, read from the build's environment (the test's emulator runs on a free port).
 */
function quickStart(apiUrl: string): string {
  const block = codeBlocks('README.md').find((candidate) => candidate.file === 'App.tsx');
  if (!block) throw new Error('README.md has no ```tsx file=App.tsx block');
  const code = block.code.replace(`apiUrl="${EMULATOR_URL}"`, `apiUrl={${apiUrl}}`);
  if (code === block.code) throw new Error(`README.md's App.tsx no longer has apiUrl="${EMULATOR_URL}"`);
  return code;
}

const parent = mkdtempSync(join(tmpdir(), 'foyer-consumers-'));
const apps: Record<'node' | 'vite' | 'next', App> = {
  // README 'Install': the three packages, the emulator as a dev dependency; no bundler.
  node: createApp('node', parent, packs, { dependencies: LOGIN_ONLY, devDependencies: ['@foyer/emulator'] }),
  vite: createApp('vite', parent, packs, {
    dependencies: LOGIN_ONLY,
    files: { 'src/App.tsx': quickStart('import.meta.env.VITE_FOYER_API_URL') },
  }),
  next: createApp('next', parent, packs, {
    dependencies: LOGIN_ONLY,
    files: { 'app/page.tsx': quickStart('process.env.NEXT_PUBLIC_FOYER_API_URL') },
  }),
};
let emulator: Running | undefined;
let browser: Browser | undefined;
const { timings, timed, failed } = stepTimer();

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
  if (!failed()) for (const app of Object.values(apps)) app.keepDependencies();
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

/** A login-only app's tree: our two packages, and no viem anywhere (`npm ls` agrees with the disk). */
async function assertLoginOnly(app: App) {
  await assertInstalledFromTarballs(app.dir, app.packs);
  expect(app.packs.map((pack) => pack.name).sort()).toEqual(LOGIN_ONLY);
  expect(existsSync(join(app.dir, 'node_modules/viem')), 'node_modules/viem').toBe(false);
  const viem = await exec('npm', ['ls', 'viem', '--all', '--parseable'], { cwd: app.dir });
  expect(viem.trim()).toBe('');
}

describe("the README's install in a Node project (the emulator as a dev dependency)", () => {
  const app = apps.node;

  it('installs the tarballs', async () => {
    await timed('node: npm install', () => app.install());
    await assertInstalledFromTarballs(app.dir, app.packs);
    expect(app.packs).toHaveLength(3);
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
});

describe('a login-only Vite React app (create-vite react-ts template, TypeScript 7)', () => {
  const app = apps.vite;

  it('installs the two tarballs, and no viem', async () => {
    await timed('vite: npm install', () => app.install());
    await assertLoginOnly(app);
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

describe("a login-only Next.js app-router app (create-next-app template, Next 16), the README's quick start as app/page.tsx", () => {
  const app = apps.next;
  const env = { NEXT_TELEMETRY_DISABLED: '1' };

  it('installs the two tarballs, and no viem', async () => {
    await timed('next: npm install', () => app.install());
    await assertLoginOnly(app);
  });

  it('typechecks with the template tsconfig (next typegen, tsc --noEmit)', async () => {
    await timed('next: next typegen', () => exec('npx', ['next', 'typegen'], { cwd: app.dir, env }));
    await timed('next: tsc --noEmit', () => exec('npx', ['tsc', '--noEmit'], { cwd: app.dir }));
  });

  it("builds for production: the README's page, and a server component page rendering the provider and the modal", async () => {
    const out = await timed('next: next build', () =>
      exec('npx', ['next', 'build'], { cwd: app.dir, env: { ...env, NEXT_PUBLIC_FOYER_API_URL: emulator!.url } }),
    );
    expect(out).toMatch(/Compiled successfully/);
    expect(out).not.toMatch(/window is not defined|document is not defined|ReferenceError|Error occurred prerendering/);
  });

  it('serves server HTML that holds the provider\u2019s children, and logs in by e-mail in Chromium on the README\u2019s page (next start)', async () => {
    const port = await freePort();
    const server = await start('npx', ['next', 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
      cwd: app.dir,
      env,
      ready: /Ready in/,
    });
    const url = `http://127.0.0.1:${port}`;
    try {
      for (const path of ['/', '/server']) {
        const html = await (await fetch(`${url}${path}`)).text();
        expect(html, path).not.toMatch(/BAILOUT_TO_CLIENT_SIDE_RENDERING|__next_error__|Application error/);
      }
      // The README's page is a client component, rendered on the server too: its button, not yet ready.
      expect(await (await fetch(`${url}/`)).text()).toMatch(/<button[^>]*disabled[^>]*>Log in<\/button>/);
      expect(await (await fetch(`${url}/server`)).text()).toContain('Rendered inside FoyerProvider on the server.');
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
