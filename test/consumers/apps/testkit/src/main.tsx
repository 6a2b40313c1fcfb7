import { FoyerProvider } from '@foyer/headless'
import { FoyerModal } from '@foyer/ui'
import '@foyer/ui/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Home } from './Home'

// The emulator's address, given to the build by @foyer/emulator/testing's global setup; test mode with it.
const emulatorUrl = import.meta.env.VITE_FOYER_EMULATOR_URL

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FoyerProvider
      appId="foyer-demo-app-0000000001"
      apiUrl={emulatorUrl}
      testing={emulatorUrl ? { fast: true } : undefined}
    >
      <Home />
      <FoyerModal />
    </FoyerProvider>
  </StrictMode>,
)
