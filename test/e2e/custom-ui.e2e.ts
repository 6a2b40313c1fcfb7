import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/testCore.ts';
import { CustomLoginPage } from './models/CustomLoginPage.ts';
import type { WatchedPage } from './support/browser.ts';
import { e2eSession } from './support/session.ts';

const { emulator, newPage, demoUrl } = e2eSession();
let tab: WatchedPage;

async function openCustomPage() {
  tab = await newPage();
  const page = new CustomLoginPage(tab.page, demoUrl);
  await page.open();
  return page;
}

describe('custom UI on the headless hooks (Chromium, strict CSP)', () => {
  it('logs a new visitor in with the code from the outbox, keeps the session on reload, logs out', async () => {
    const page = await openCustomPage();
    const email = uniqueEmail('custom');
    await page.sendCode(email);
    await page.submitCode(await emulator.latestCode(email));
    expect(await page.signedInAs()).toBe(email);

    await tab.page.reload();
    expect(await page.signedInAs()).toBe(email);

    await page.logout();
    await tab.page.getByLabel('Your e-mail', { exact: true }).waitFor();
    await tab.page.reload();
    await tab.page.getByLabel('Your e-mail', { exact: true }).waitFor();
    expect(tab.cspViolations).toEqual([]);
  });

  it('shows the error code of a wrong code and accepts the right one after', async () => {
    const page = await openCustomPage();
    const email = uniqueEmail('wrong');
    await page.sendCode(email);
    const right = await emulator.latestCode(email);
    await page.submitCode(right === '000000' ? '111111' : '000000');
    await expect.poll(() => tab.page.getByRole('alert').getAttribute('data-code')).toBe('invalid_credentials');
    await page.submitCode(right);
    expect(await page.signedInAs()).toBe(email);
  });
});
