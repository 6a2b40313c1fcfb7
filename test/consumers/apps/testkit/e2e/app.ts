import { appEmulator } from '@foyer/emulator/testing'
import { expect, type Page, test as base } from '@playwright/test'

export const APP_ID = 'foyer-demo-app-0000000001'
export const emulator = appEmulator(APP_ID)

let counter = 0
/** An address of its own per test: the workers share the emulator. */
export const uniqueEmail = (label: string) =>
  `${label}.${process.pid}.${Date.now()}.${++counter}@example.com`

/** The app's login methods, seeded once per worker (the same settings each time). */
export const test = base.extend<object, { seeded: void }>({
  seeded: [
    async ({}, use) => {
      await emulator.seed({
        apps: [
          {
            id: APP_ID,
            google_oauth: true,
            passkey_auth: true,
            passkeys_for_signup_enabled: true,
            embedded_wallet_config: { ethereum: { create_on_login: 'all-users' } },
          },
        ],
      })
      await use()
    },
    { scope: 'worker', auto: true },
  ],
})
export { expect }

export async function openModal(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** E-mail login through the modal, the code read from the emulator's outbox. */
export async function logInByEmail(page: Page, email: string) {
  await openModal(page)
  await page.getByRole('textbox', { name: 'Email address' }).fill(email)
  await page.getByRole('button', { name: 'Submit' }).click()
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await emulator.latestCode(email))
  await expect(page.getByTestId('user')).toHaveText(email)
}
