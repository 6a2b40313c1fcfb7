import { emulator, expect, openModal, test, uniqueEmail } from './app'

// The clock and faults are the emulator's, shared by every worker until they are scoped per app:
// these tests run one after the other, once the parallel ones are done (the config's projects).
test.describe.configure({ mode: 'serial' })
test.afterEach(async () => {
  await emulator.faults.clear()
  await emulator.reset() // the clock back to wall time
})

async function sendCode(page: Parameters<typeof openModal>[0], email: string) {
  await openModal(page)
  await page.getByRole('textbox', { name: 'Email address' }).fill(email)
  await page.getByRole('button', { name: 'Submit' }).click()
  return emulator.latestCode(email)
}

test("a 500 on the code's check shows the error as an alert", async ({ page }) => {
  const code = await sendCode(page, uniqueEmail('fault'))
  await emulator.faults.add({ path: '/api/v1/passwordless/authenticate', status: 500, times: 1 })
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code)
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page.getByTestId('user')).toHaveCount(0)
})

test('a code typed after the clock jumped 11 minutes has expired', async ({ page }) => {
  const code = await sendCode(page, uniqueEmail('clock'))
  await emulator.clock.advance(11 * 60_000)
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code)
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired verification code')
})
