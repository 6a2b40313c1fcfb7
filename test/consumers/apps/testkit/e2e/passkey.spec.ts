import { addVirtualAuthenticator } from '@foyer/emulator/testing'
import { expect, openModal, test } from './app'

test('signs up with a passkey (Chromium virtual authenticator)', async ({ page, emulator }) => {
  const authenticator = await addVirtualAuthenticator(page)
  await openModal(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'I have a passkey' }).click()
  await dialog.getByRole('button', { name: 'Create new account' }).click()
  await expect(page.getByTestId('user')).toHaveText(/^did:privy:/, { timeout: 20_000 })
  const userId = await page.getByTestId('user').textContent()
  expect(await authenticator.credentials()).toHaveLength(1)
  const user = (await emulator.users()).find((candidate) => candidate.id === userId)
  expect(user?.linked_accounts).toEqual([expect.objectContaining({ type: 'passkey' })])
})
