import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The demo's home page and the default modal (page object, zag style). Selects on roles and data attributes. */
export class ModalLoginPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  open = () => this.page.goto(`${this.baseUrl}/`);
  dialog = () => this.page.getByRole('dialog');
  screen = () => this.dialog().locator('[data-slot="screen"]');
  emailInput = () => this.page.getByRole('textbox', { name: 'Email address' });
  box = (index: number) => this.page.getByRole('textbox', { name: `Digit ${index} of 6` });
  codeInput = () => this.page.locator('[data-slot="code-input"]');
  codeMessage = () => this.page.locator('[data-screen="enter-code"] [data-slot="error-message"]');
  signedInAs = () => this.page.getByTestId('user-email');

  async openModal() {
    await this.page.getByRole('button', { name: 'Log in' }).click();
    await this.dialog().getByRole('heading', { name: 'Log in or sign up' }).waitFor();
  }

  /** Types the address and presses Enter, then waits for the code screen. */
  async submitEmail(email: string) {
    await this.emailInput().fill(email);
    await this.emailInput().press('Enter');
    await this.dialog().getByRole('heading', { name: 'Enter confirmation code' }).waitFor();
  }

  /**
   * Logs in with an e-mail code from the emulator's outbox (the first sent after this login began)
   * and waits for the demo's Ethereum wallet.
   */
  async logInWithEmail(
    email: string,
    codes: { outbox(to: string): Promise<readonly unknown[]>; latestCode(to: string): Promise<string> },
  ): Promise<`0x${string}`> {
    const sentBefore = (await codes.outbox(email)).length;
    await this.open();
    await this.openModal();
    await this.submitEmail(email);
    await expect.poll(async () => (await codes.outbox(email)).length, { timeout: 10_000 }).toBeGreaterThan(sentBefore);
    await this.typeCode(await codes.latestCode(email));
    const address = this.page.getByTestId('ethereum-address');
    await expect.poll(() => address.textContent(), { timeout: 20_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/);
    return (await address.textContent()) as `0x${string}`;
  }

  /** Types the code key by key, as a person would: each digit moves focus to the next box. */
  async typeCode(code: string) {
    await this.box(1).waitFor();
    await this.page.locator('[data-slot="code-input-cell"]:not([disabled])').first().waitFor();
    await this.box(1).focus();
    await this.page.keyboard.type(code);
  }

  async codeInBoxes(): Promise<string> {
    const values = await this.page
      .locator('[data-slot="code-input-cell"]')
      .evaluateAll((cells) => cells.map((cell) => (cell as HTMLInputElement).value));
    return values.join('');
  }

  status = () => this.screen().getAttribute('data-status');
}
