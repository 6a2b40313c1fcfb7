import { signIn } from '@foyer/emulator/testing';
import type { Page } from 'playwright-core';

/** Starts a page of the demo logged in as an existing user: its access token where the kit keeps it. */
export async function openLoggedIn(page: Page, url: string, userId: string) {
  await signIn(page, { userId });
  await page.goto(url);
  await page.getByTestId('user-email').waitFor();
}

/** The custom UI page's accounts section (`CustomAccounts.tsx`, headless hooks only). */
export class CustomAccountsPage {
  constructor(private readonly page: Page) {}

  section = () => this.page.getByRole('region', { name: 'Accounts' });

  /** Sends a code to `email` from the form named `label`, then submits `code()`. */
  async verify(label: 'Link an e-mail' | 'Change your e-mail', email: string, code: () => Promise<string>) {
    const form = this.section().getByRole('form', { name: label });
    await form.getByLabel(label).fill(email);
    await form.getByRole('button', { name: 'Send code' }).click();
    const input = form.getByLabel(/code sent to/);
    await input.waitFor();
    await input.fill(await code());
    await form.getByRole('button', { name: 'Verify' }).click();
  }

  transfer = () => this.section().getByRole('button', { name: 'Transfer it here' }).click();
}
