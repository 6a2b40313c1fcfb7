import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject, onTestFinished } from 'vitest';
import { createEmulatorClient } from '@foyer/emulator';
import { launchChromium, openPage, type WatchedPage } from './browser.ts';

/**
 * Registers the hooks every e2e file needs (one Chromium per file, the shared emulator reset before
 * each test) and returns the emulator's developer-endpoint client and an opener for a fresh page, closed after its test.
 */
export function e2eSession() {
  const emulator = createEmulatorClient(inject('emulatorUrl'));
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  beforeEach(() => emulator.reset());

  async function newPage(options: { viewport?: { width: number; height: number } } = {}): Promise<WatchedPage> {
    const tab = await openPage(browser, options);
    onTestFinished(() => tab.close());
    return tab;
  }
  return { emulator, newPage, demoUrl: inject('demoUrl') };
}
