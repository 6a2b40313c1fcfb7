import { emulatorEvmChains } from '@foyer/emulator/chains';
import { FoyerProvider, useAuth } from '@foyer/headless';
import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { apiUrl, appId, captchaScriptUrl, telegramAuthUrl } from './env.ts';
import { showThemeControls } from './pageTheme.ts';
// The kit's tokens, which the page's own components use (demo.css); none of its JS.
import '@foyer/ui/styles.css';
import './demo.css';

/** The emulator's local chains: the wallet panel sends on the first, headless and through wagmi. */
const config = { supportedChains: emulatorEvmChains(apiUrl) };

/**
 * Everything the page shows comes from one lazily loaded module (one chunk: no shared hooks split
 * out of the entry, and the page's startup JS is the provider and this frame): terms consent,
 * wallets (with wagmi) and accounts once someone is logged in, and the login panels before. The theme
 * switch and accent picker show once the page is idle (`showThemeControls`).
 */
const SignedInPanels = lazy(() => import('./customPanels.tsx').then((panels) => ({ default: panels.SignedInPanels })));
const VisitorPanels = lazy(() => import('./customPanels.tsx').then((panels) => ({ default: panels.VisitorPanels })));

function Page() {
  const { ready, authenticated, user, logout, getAccessToken } = useAuth();
  const [token, setToken] = useState<string | null>(null);
  if (!ready) return <p aria-busy="true">Loading…</p>;
  if (!authenticated || !user) {
    return (
      <Suspense fallback={null}>
        <VisitorPanels />
      </Suspense>
    );
  }
  return (
    <>
      <section className="card" aria-label="Session">
        <h2>Session</h2>
        <p>
          Signed in as <strong data-testid="user-email">{user.email?.address ?? user.id}</strong>
        </p>
        <div className="row">
          <button type="button" onClick={() => void getAccessToken().then(setToken)}>
            Show access token
          </button>
          <button type="button" onClick={() => void logout()}>
            Log out
          </button>
        </div>
        {token && <pre>{token}</pre>}
      </section>
      <Suspense fallback={null}>
        <SignedInPanels />
      </Suspense>
    </>
  );
}

function App() {
  return (
    <FoyerProvider
      appId={appId}
      apiUrl={apiUrl}
      captchaScriptUrl={captchaScriptUrl}
      telegramAuthUrl={telegramAuthUrl}
      config={config}
    >
      <Page />
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
showThemeControls();
