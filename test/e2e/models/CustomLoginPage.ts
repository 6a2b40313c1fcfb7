import type { Page } from 'playwright-core';

/** The demo's custom UI page, built only on @foyer/headless (page object, zag style). */
export class CustomLoginPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  open = () => this.page.goto(`${this.baseUrl}/custom/`);
  form = () => this.page.getByRole('form', { name: 'E-mail login' });
  status = () => this.form().getAttribute('data-status');

  async sendCode(email: string) {
    await this.page.getByLabel('Your e-mail', { exact: true }).fill(email);
    await this.page.getByRole('button', { name: 'Send code' }).click();
    await this.page.getByLabel(/Code sent to/).waitFor();
  }

  async submitCode(code: string) {
    await this.page.getByLabel(/Code sent to/).fill(code);
    await this.page.getByRole('button', { name: 'Verify' }).click();
  }

  signedInAs = () => this.page.getByTestId('user-email').textContent();
  /** Who the page shows as signed in, or null when it shows the e-mail form; waits for one of them. */
  async shownUser(): Promise<string | null> {
    const user = this.page.getByTestId('user-email');
    await user
      .or(this.page.getByLabel('Your e-mail', { exact: true }))
      .first()
      .waitFor();
    return (await user.count()) > 0 ? user.textContent() : null;
  }
  logout = () => this.page.getByRole('button', { name: 'Log out' }).click();
}
