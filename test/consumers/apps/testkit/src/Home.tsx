import { useAuth, useSignMessage, useWallets } from '@foyer/headless'
import { useLogin } from '@foyer/ui'
import { useState } from 'react'

export const MESSAGE = 'Signed in the app under test'

export function Home() {
  const { ready, authenticated, user, logout } = useAuth()
  const { login } = useLogin()
  const { wallets } = useWallets()
  const { signMessageAsync } = useSignMessage()
  const [signature, setSignature] = useState<string | null>(null)
  if (!ready) return <p>Loading…</p>
  if (!authenticated || !user) {
    return (
      <button type="button" onClick={() => login()}>
        Log in
      </button>
    )
  }
  const wallet = wallets[0]
  return (
    <main>
      <p>
        Signed in as <strong data-testid="user">{user.email?.address ?? user.id}</strong>
      </p>
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
      {wallet ? (
        <>
          <p data-testid="address">{wallet.address}</p>
          <button
            type="button"
            onClick={async () => setSignature((await signMessageAsync({ message: MESSAGE })).signature)}
          >
            Sign a message
          </button>
        </>
      ) : null}
      {signature ? <output data-testid="signature">{signature}</output> : null}
    </main>
  )
}
