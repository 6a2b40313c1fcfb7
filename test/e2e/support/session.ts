import { createEmulatorClient, type SeedApp } from '@foyer/emulator';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, onTestFinished } from 'vitest';
import { launchChromium, openContext, openPage, type WatchedContext, type WatchedPage } from './browser.ts';
import { demoAppSeed } from './demoApp.ts';
import { currentLane } from './lanes.ts';

/**
 * Registers the hooks every e2e file needs (one Chromium per file, the worker's emulator reset before
 * each test: ./lanes.ts) and returns the emulator's client and openers for a fresh page or a fresh profile
 * (several tabs), closed after their test, and `seedDemoApp(extra)`: the demo's app as global.setup.ts
 * seeds it, with `extra` over it (call it with nothing to give the next file the app it expects).
 * `launch` picks the browser (screenshot tests take the pinned one: support/screenshots.ts).
 */
export function e2eSession({ launch = launchChromium }: { launch?: () => Promise<Browser> } = {}) {
  const urls = currentLane();
  const emulator = createEmulatorClient(urls.emulatorUrl);
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());
  beforeEach(() => emulator.reset());

  async function newPage(options: { viewport?: { width: number; height: number } } = {}): Promise<WatchedPage> {
    const tab = await openPage(browser, options);
    onTestFinished(() => tab.close());
    return tab;
  }
  /** One browser profile for several tabs (closed after its test). */
  async function newContext(options: { viewport?: { width: number; height: number } } = {}): Promise<WatchedContext> {
    const profile = await openContext(browser, options);
    onTestFinished(() => profile.close());
    return profile;
  }
  const seedDemoApp = (extra: Omit<SeedApp, 'id'> = {}) => emulator.seed(demoAppSeed(urls, extra));
  return { emulator, newPage, newContext, seedDemoApp, ...urls };
}
