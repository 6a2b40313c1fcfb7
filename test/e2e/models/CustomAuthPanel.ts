import type { Page } from 'playwright-core';

/** The custom-UI page's custom JWT and guest panel (`packages/demo/src/CustomAuthPanel.tsx`). */
export class CustomAuthPanelModel {
  constructor(private readonly page: Page) {}

  panel = () => this.page.getByRole('region', { name: 'Custom auth' });
  syncStatus = () => this.page.getByTestId('custom-auth-status').textContent();
  alertCode = () => this.panel().getByRole('alert').first().getAttribute('data-code');

  /** Pastes the app's JWT and signs in to the "app"; the kit's session follows. */
  async signInWithToken(token: string) {
    await this.panel().getByLabel("Your app's JWT").fill(token);
    await this.panel().getByRole('button', { name: 'Sign in with token' }).click();
  }

  signOutOfApp = () => this.panel().getByRole('button', { name: 'Sign out of the app' }).click();
  continueAsGuest = () => this.panel().getByRole('button', { name: 'Continue as guest' }).click();
  linkGuest = () => this.panel().getByRole('button', { name: 'Link a guest account' }).click();
}
