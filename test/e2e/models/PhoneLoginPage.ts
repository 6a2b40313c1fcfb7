import type { Page } from 'playwright-core';

/** The phone form and the SMS code screen of the default modal (page object). Selects on roles. */
export class PhoneLoginPage {
  constructor(readonly page: Page) {}

  dialog = () => this.page.getByRole('dialog');
  phoneInput = () => this.dialog().getByRole('textbox', { name: 'Phone number' });
  countryButton = () => this.dialog().getByRole('button', { name: /, country: / });
  submit = () => this.dialog().getByRole('button', { name: 'Submit' });
  box = (index: number) => this.page.getByRole('textbox', { name: `Digit ${index} of 6` });

  /** Picks a country from the searchable list with the keyboard. */
  async chooseCountry(search: string) {
    await this.countryButton().click();
    await this.page.getByRole('combobox', { name: 'Search countries' }).fill(search);
    await this.page.keyboard.press('Enter');
  }

  /** Types the national number and presses Enter, then waits for the code screen. */
  async submitNumber(number: string) {
    await this.phoneInput().fill(number);
    await this.phoneInput().press('Enter');
    await this.dialog().getByRole('heading', { name: 'Enter confirmation code' }).waitFor();
  }

  async typeCode(code: string) {
    await this.page.locator('[data-slot="code-input-cell"]:not([disabled])').first().waitFor();
    await this.box(1).focus();
    await this.page.keyboard.type(code);
  }
}
