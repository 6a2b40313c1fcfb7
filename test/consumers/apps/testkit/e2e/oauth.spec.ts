import { expect, openModal, test, uniqueEmail } from './app'

test('logs in with Google: the consent answers at once', async ({ page, emulator }) => {
  const subject = uniqueEmail('google')
  await emulator.oauth.next({ provider: 'google', identity: { subject, email: subject, name: 'Ada' } })
  await openModal(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Google' }).click()
  await expect(page.getByTestId('user')).toHaveText(/^did:privy:/, { timeout: 20_000 })
  const userId = await page.getByTestId('user').textContent()
  const user = (await emulator.users()).find((candidate) => candidate.id === userId)
  expect(user?.linked_accounts).toContainEqual(expect.objectContaining({ type: 'google_oauth', subject }))
})
