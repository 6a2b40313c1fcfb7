import { emulatorEvmChains, emulatorFundingServices, emulatorSolanaCluster } from '@foyer/emulator/chains';
import { FoyerProvider, useAuth } from '@foyer/headless';
import { FoyerModal, useLogin } from '@foyer/ui';
import '@foyer/ui/styles.css';
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { apiUrl, appId, captchaScriptUrl, telegramAuthUrl } from './env.ts';
import { initialLook, showThemeControls } from './pageTheme.ts';
import './demo.css';

/** The session, the account settings and the wallets (and their code) load once someone is logged in. */
const SignedInPanels = lazy(() => import('./SignedInPanels.tsx'));
/** The emulator's local chains and Solana cluster (the wallets send on them), and its funding stand-ins. */
const config = {
  supportedChains: emulatorEvmChains(apiUrl),
  solanaClusters: [emulatorSolanaCluster(apiUrl)],
  fundingMethodConfig: { services: emulatorFundingServices(apiUrl) },
};

function Home() {
  const { ready, authenticated, user } = useAuth();
  const { login } = useLogin({ onComplete: ({ isNewUser }) => console.info('[demo] logged in', { isNewUser }) });
  if (!ready) return <p aria-busy="true">Loading…</p>;
  if (!authenticated || !user) {
    return (
      <section className="card hero">
        <h1>Log in to see your wallets</h1>
        <button type="button" className="primary" onClick={() => login()}>
          Log in
        </button>
      </section>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInPanels />
    </Suspense>
  );
}

function App() {
  const [look, setLook] = useState(initialLook);
  // The theme switch and accent picker, once the page is idle; the modal gets the look they pick.
  useEffect(() => showThemeControls(setLook), []);
  return (
    <FoyerProvider
      appId={appId}
      apiUrl={apiUrl}
      captchaScriptUrl={captchaScriptUrl}
      telegramAuthUrl={telegramAuthUrl}
      config={config}
    >
      <Home />
      <FoyerModal {...look} />
    </FoyerProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The demo page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
