import type { AppClient } from '@foyer/emulator/testing'
import { expect, openModal, test, uniqueEmail } from './app'

// The fault and the clock jump are this worker's app's: the other workers' logins go on unaffected.
test.afterEach(async ({ emulator }) => {
  await emulator.reset() // its faults cleared, its clock back to the emulator's
})

async function sendCode(page: Parameters<typeof openModal>[0], emulator: AppClient, email: string) {
  await openModal(page)
  await page.getByRole('textbox', { name: 'Email address' }).fill(email)
  await page.getByRole('button', { name: 'Submit' }).click()
  return emulator.latestCode(email)
}

test("a 500 on the code's check shows the error as an alert", async ({ page, emulator }) => {
  const code = await sendCode(page, emulator, uniqueEmail('fault'))
  await emulator.faults.add({ path: '/api/v1/passwordless/authenticate', status: 500, times: 1 })
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code)
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page.getByTestId('user')).toHaveCount(0)
})

test('a code typed after the clock jumped 11 minutes has expired', async ({ page, emulator }) => {
  const code = await sendCode(page, emulator, uniqueEmail('clock'))
  await emulator.clock.advance(11 * 60_000)
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code)
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired verification code')
})
