import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomLoginPage } from './models/CustomLoginPage.ts';
import { ModalLoginPage } from './models/ModalLoginPage.ts';
import { expectScreenshot, launchPinnedChromium } from './support/screenshots.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl, seedDemoApp } = e2eSession({ launch: launchPinnedChromium });

/** Both embedded wallets at login, as `npm start` has them (other e2e files run with them off). */
beforeAll(() =>
  seedDemoApp({
    embedded_wallet_config: { ethereum: { create_on_login: 'all-users' }, solana: { create_on_login: 'all-users' } },
  }),
);
afterAll(() => seedDemoApp());

/** Long enough not to fit a phone's line: the page must wrap it. Fixed, so the screenshots are too. */
const LONG_EMAIL = 'alexandra.konstantinopoulou.engineering@platform-team.example-company.com';
const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 800 };
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The code the emulator sent last to `email` (the outbox lists the newest first). */
async function latestCode(email: string, sentBefore: number): Promise<string> {
  await expect.poll(async () => (await emulator.outbox(email)).length, { timeout: 10_000 }).toBeGreaterThan(sentBefore);
  const [latest] = await emulator.outbox(email);
  return latest?.code ?? '';
}

/** Logs in through the modal and waits for both wallets and for the modal to close. */
async function signInWithModal(page: Page) {
  const modal = new ModalLoginPage(page, demoUrl);
  await modal.open();
  await modal.openModal();
  const sentBefore = (await emulator.outbox(LONG_EMAIL)).length;
  await modal.submitEmail(LONG_EMAIL);
  await modal.typeCode(await latestCode(LONG_EMAIL, sentBefore));
  await expect.poll(() => page.getByTestId('ethereum-address').textContent(), { timeout: 30_000 }).toMatch(EVM_ADDRESS);
  await expect.poll(() => page.getByTestId('solana-address').textContent(), { timeout: 30_000 }).not.toBe('…');
  await modal.dialog().waitFor({ state: 'detached', timeout: 15_000 });
}

/** Logs in with the custom page's e-mail form and waits for the wallet and wagmi's account. */
async function signInOnCustomPage(page: Page) {
  const custom = new CustomLoginPage(page, demoUrl);
  await custom.open();
  const sentBefore = (await emulator.outbox(LONG_EMAIL)).length;
  await custom.sendCode(LONG_EMAIL);
  await custom.submitCode(await latestCode(LONG_EMAIL, sentBefore));
  await expect.poll(() => page.getByTestId('ethereum-address').textContent(), { timeout: 30_000 }).toMatch(EVM_ADDRESS);
  await expect.poll(() => page.getByTestId('wagmi-address').textContent(), { timeout: 30_000 }).toMatch(EVM_ADDRESS);
  // The e-mail address and both wallets.
  const linked = page.getByRole('list', { name: 'Linked accounts' }).getByRole('listitem');
  await expect.poll(() => linked.count(), { timeout: 30_000 }).toBe(3);
}

/**
 * How wide the page lays out (more than the viewport means a sideways scroll on a phone), and the
 * elements that reach past the viewport's right edge, for the failure message.
 */
async function expectToFit(page: Page, width: number) {
  const layout = await page.evaluate((viewport) => {
    const past = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 40)}"`);
    return { width: document.scrollingElement?.scrollWidth ?? 0, past: past.slice(0, 8) };
  }, width);
  expect(layout.width, `wider than ${width} px: ${layout.past.join('; ')}`).toBeLessThanOrEqual(width);
}

/**
 * Wallet addresses are new on every run: the screenshots show fixed ones of the same length in their
 * place (the page wraps them as it wraps the real ones; React does not redraw them meanwhile).
 */
async function pinAddresses(page: Page) {
  await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      node.textContent = (node.textContent ?? '')
        .replace(/0x[0-9a-fA-F]{40}/g, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
        .replace(/\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/g, 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH');
    }
  });
}

/** The page at 360 and 1280 px, light and dark (the page follows the system's scheme until the visitor picks one). */
async function expectPageShots(page: Page, name: string) {
  await page.getByRole('radio', { name: 'System' }).waitFor({ state: 'attached' });
  await pinAddresses(page);
  // No hover: the pointer may have stopped over a button of the page when the modal closed.
  await page.mouse.move(0, 0);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const size of [phone, desktop]) {
      await page.setViewportSize(size);
      await expectScreenshot(page, `demo/${name}-${colorScheme}-${size.width}`);
    }
  }
}

describe('the demo pages at 360 px', () => {
  it('the default-modal page fits 360 px signed in with a long address and both wallets; the signing sheet shows its button', async () => {
    const { page } = await newPage({ viewport: phone });
    await signInWithModal(page);
    await expectToFit(page, phone.width);
    await page.getByRole('button', { name: 'Sign a message' }).click();
    const sign = page.getByRole('dialog').getByRole('button', { name: 'Sign and continue' });
    await sign.waitFor();
    const box = await sign.boundingBox();
    expect(
      box && box.x >= 0 && box.x + box.width <= phone.width && box.y + box.height <= phone.height,
      JSON.stringify(box),
    ).toBe(true);
  });

  it('the custom-UI page fits 360 px signed out and signed in with a long address', async () => {
    const { page } = await newPage({ viewport: phone });
    await new CustomLoginPage(page, demoUrl).open();
    await page.getByRole('region', { name: 'Social login' }).waitFor();
    await expectToFit(page, phone.width);
    await signInOnCustomPage(page);
    await expectToFit(page, phone.width);
  });
});

describe('keyboard focus on the demo', () => {
  it("the 'Log in' button shows a focus ring of 2 px or more with 3:1 contrast against the page", async () => {
    const { page } = await newPage();
    await new ModalLoginPage(page, demoUrl).open();
    const button = page.getByRole('button', { name: 'Log in', exact: true });
    await button.waitFor();
    // Tab to it, as a keyboard user does (a click would not match :focus-visible).
    for (let step = 0; step < 20 && !(await button.evaluate((element) => element === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
    }
    const ring = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      /** The first opaque background behind the button: what its ring is seen against. */
      let behind: Element | null = element.parentElement;
      while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)') behind = behind.parentElement;
      return {
        focusVisible: element.matches(':focus-visible'),
        style: style.outlineStyle,
        width: Number.parseFloat(style.outlineWidth),
        colour: style.outlineColor,
        background: behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)',
      };
    });
    expect(ring.focusVisible).toBe(true);
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(contrast(ring.colour, ring.background), `${ring.colour} on ${ring.background}`).toBeGreaterThanOrEqual(3);
  });
});

describe('theme and accent', () => {
  it('the picked theme and accent style the page and the modal alike, and System follows the device', async () => {
    const { page, cspViolations } = await newPage();
    const modal = new ModalLoginPage(page, demoUrl);
    await modal.open();
    const pageRoot = page.locator('#page');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => pageRoot.getAttribute('data-foyer-theme')).toBe('dark');
    // A click on the label, as a visitor does (the radios themselves are visually hidden).
    await page.locator('label', { hasText: 'Light' }).click();
    await page.getByTitle('Rose').click();
    expect(await page.getByRole('radio', { name: 'Rose' }).isChecked()).toBe(true);
    expect(await pageRoot.getAttribute('data-foyer-theme')).toBe('light');
    const accentOf = (root: ReturnType<Page['locator']>) =>
      root.evaluate((element) => getComputedStyle(element).getPropertyValue('--foyer-primary').trim());
    expect(await accentOf(pageRoot)).toBe('#e11d48');
    await modal.openModal();
    const modalRoot = page.locator('[data-foyer-root]').filter({ has: modal.dialog() }).first();
    expect(await modalRoot.getAttribute('data-foyer-theme')).toBe('light');
    expect(await accentOf(modalRoot)).toBe('#e11d48');
    // The swatches and the page's accent are set through the CSSOM: nothing the strict CSP refuses.
    expect(cspViolations).toEqual([]);
  });
});

describe('the demo pages look as their baselines (360 and 1280 px, light and dark)', () => {
  it('default-modal page, signed out', async () => {
    const { page } = await newPage({ viewport: phone });
    await new ModalLoginPage(page, demoUrl).open();
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await expectPageShots(page, 'index-signed-out');
  });

  it('default-modal page, signed in', async () => {
    const { page } = await newPage({ viewport: phone });
    await signInWithModal(page);
    await expectPageShots(page, 'index-signed-in');
  });

  it('custom-UI page, signed out', async () => {
    const { page } = await newPage({ viewport: phone });
    await new CustomLoginPage(page, demoUrl).open();
    await page.getByRole('region', { name: 'Social login' }).waitFor();
    await expectPageShots(page, 'custom-signed-out');
  });

  it('custom-UI page, signed in', async () => {
    const { page } = await newPage({ viewport: phone });
    await signInOnCustomPage(page);
    await expectPageShots(page, 'custom-signed-in');
  });
});

/** WCAG contrast of two computed `rgb()`/`rgba()` colours (alpha ignored: the ring is opaque). */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const channels = colour
      .match(/[\d.]+/g)
      ?.slice(0, 3)
      .map(Number);
    if (!colour.startsWith('rgb') || channels?.length !== 3) throw new Error(`Not an rgb() colour: ${colour}`);
    const [r, g, b] = channels.map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
