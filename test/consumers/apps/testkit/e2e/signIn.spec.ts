import { signIn } from '@foyer/emulator/testing'
import { expect, test, uniqueEmail } from './app'

test('starts signed in, without the login UI', async ({ page, app }) => {
  const email = uniqueEmail('signed-in')
  const started = Date.now()
  await signIn(page, { email }, { appId: app.appId })
  await page.goto('/')
  await expect(page.getByTestId('user')).toHaveText(email)
  console.log(`sign-in without the UI: ${Date.now() - started} ms`)
})
