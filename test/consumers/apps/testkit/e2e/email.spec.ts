import { expect, logInByEmail, test, uniqueEmail } from './app'

test('logs in by e-mail through the modal', async ({ page, emulator }) => {
  const started = Date.now()
  await logInByEmail(page, emulator, uniqueEmail('modal'))
  await expect(page.getByRole('dialog')).toBeHidden()
  console.log(`e-mail login through the modal: ${Date.now() - started} ms`)
})
