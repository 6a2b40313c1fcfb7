import { FoyerProvider } from '@foyer/headless'
import { FoyerModal } from '@foyer/ui'
import '@foyer/ui/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Home } from './Home'

// The emulator's address, given to the build by @foyer/emulator/testing's global setup; test mode with it.
const emulatorUrl = import.meta.env.VITE_FOYER_EMULATOR_URL
// Under test, each Playwright worker opens the app as an app of its own (e2e/app.ts).
const appId = (emulatorUrl && localStorage.getItem('testkit:app-id')) || 'foyer-demo-app-0000000001'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FoyerProvider
      appId={appId}
      apiUrl={emulatorUrl}
      testing={emulatorUrl ? { fast: true } : undefined}
    >
      <Home />
      <FoyerModal />
    </FoyerProvider>
  </StrictMode>,
)
