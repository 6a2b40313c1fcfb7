import { DEFAULT_APP_ID } from '@foyer/emulator';
import { describe, expect, it } from 'vitest';
import { e2eSession } from './support/session.ts';

// The demo's app answers only the demo's origins (global.setup.ts). The same build opened at another
// address is refused, and the kit's console says why and what to do.

const { newPage, demoUrl } = e2eSession();

describe('the demo at an origin its app does not list (Chromium)', () => {
  it("the kit logs the emulator's refusal once, naming the origin to add to allowed_domains", async () => {
    const tab = await newPage();
    // Another site's name for the demo's server (launchChromium maps *.test to 127.0.0.1).
    const url = new URL(demoUrl);
    url.hostname = 'demo.test';
    await tab.page.goto(url.href);
    const refusal = `Origin ${url.origin} is not in the allowed_domains of app ${DEFAULT_APP_ID}; add it to use the app from there`;
    await expect.poll(() => tab.errors.filter((error) => error.includes(refusal)), { timeout: 15_000 }).toHaveLength(1);
    expect(tab.errors.find((error) => error.includes(refusal))).toMatch(
      /^\[foyer\] The app config could not be loaded/,
    );
  });
});
