import { approveWalletRequest } from '@foyer/emulator/testing'
import { verifyMessage } from 'viem'
import { MESSAGE } from '../src/Home'
import { expect, logInByEmail, test, uniqueEmail } from './app'

test('signs a message with the embedded wallet; viem verifies it', async ({ page, emulator }) => {
  await logInByEmail(page, emulator, uniqueEmail('wallet'))
  const address = page.getByTestId('address')
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 20_000 })
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await approveWalletRequest(page)
  const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
  const signer = (await address.textContent()) as `0x${string}`
  expect(await verifyMessage({ address: signer, message: MESSAGE, signature })).toBe(true)
})
