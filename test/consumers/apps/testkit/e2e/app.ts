import { type AppClient, seedWorkerApp } from '@foyer/emulator/testing'
import { expect, type Page, test as base } from '@playwright/test'

/** Where the app reads the app id a test gives it (src/main.tsx). */
const APP_ID_KEY = 'testkit:app-id'

let counter = 0
/** An address of its own per test. */
export const uniqueEmail = (label: string) =>
  `${label}.${process.pid}.${Date.now()}.${++counter}@example.com`

/**
 * Each worker tests an app of its own (its login methods seeded once), so its codes, faults, clock
 * and resets never reach the other workers: `emulator` is that app's, and every page opens the app
 * with its id.
 */
export const test = base.extend<{ emulator: AppClient }, { app: { appId: string; emulator: AppClient } }>({
  app: [
    async ({}, use, workerInfo) => {
      await use(
        await seedWorkerApp(workerInfo.workerIndex, {
          google_oauth: true,
          passkey_auth: true,
          passkeys_for_signup_enabled: true,
          embedded_wallet_config: { ethereum: { create_on_login: 'all-users' } },
        }),
      )
    },
    { scope: 'worker' },
  ],
  emulator: async ({ app }, use) => use(app.emulator),
  page: async ({ page, app }, use) => {
    await page.addInitScript(([key, appId]) => localStorage.setItem(key, appId), [APP_ID_KEY, app.appId] as const)
    await use(page)
  },
})
export { expect }

export async function openModal(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** E-mail login through the modal, the code read from the app's outbox. */
export async function logInByEmail(page: Page, emulator: AppClient, email: string) {
  await openModal(page)
  await page.getByRole('textbox', { name: 'Email address' }).fill(email)
  await page.getByRole('button', { name: 'Submit' }).click()
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await emulator.latestCode(email))
  await expect(page.getByTestId('user')).toHaveText(email)
}
