import { createInProcessEmulator, type InProcessEmulator } from '@foyer/emulator/in-process'
import { testProviderProps } from '@foyer/emulator/testing'
import { FoyerProvider } from '@foyer/headless'
import { FoyerModal } from '@foyer/ui'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { Home } from './Home'

let emulator: InProcessEmulator
beforeEach(async () => {
  emulator = await createInProcessEmulator()
})
afterEach(async () => {
  cleanup()
  await emulator.close()
})

async function renderApp(props: Awaited<ReturnType<typeof testProviderProps>>) {
  render(
    <FoyerProvider {...props}>
      <Home />
      <FoyerModal />
    </FoyerProvider>,
  )
}

it('renders signed in, without the login UI', async () => {
  await renderApp(await testProviderProps(emulator, { as: { email: 'ada@example.com' } }))
  expect((await screen.findByTestId('user')).textContent).toBe('ada@example.com')
})

it('logs in through the modal, and shows a wrong code as an alert', async () => {
  await renderApp(await testProviderProps(emulator))
  const logIn = await screen.findByRole('button', { name: 'Log in' })
  await waitFor(() => expect(logIn.hasAttribute('disabled')).toBe(false))
  fireEvent.click(logIn)
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), {
    target: { value: 'grace@example.com' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
  await waitFor(() => expect(emulator.outbox('grace@example.com')).toHaveLength(1))
  const code = emulator.outbox('grace@example.com')[0]!.code
  const [firstBox] = await screen.findAllByRole('textbox', { name: /^Digit/ })
  fireEvent.paste(firstBox!, { clipboardData: { getData: () => (code === '000000' ? '111111' : '000000') } })
  expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired verification code')
  const [retryBox] = await screen.findAllByRole('textbox', { name: /^Digit/ })
  fireEvent.paste(retryBox!, { clipboardData: { getData: () => code } })
  expect((await screen.findByTestId('user', {}, { timeout: 5_000 })).textContent).toBe('grace@example.com')
})
