import { FoyerProvider, useAuth } from '@foyer/headless';
import { FoyerModal, useLogin } from '@foyer/ui';
import '@foyer/ui/styles.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { apiUrl, appId, captchaScriptUrl, telegramAuthUrl } from '../env.ts';
import '../demo.css';

/**
 * Every signing path of the embedded wallets through every interface, with the default modal: the
 * confirmation policy at work. `?walletUIs=off` sets `embeddedWallets.showWalletUIs: false`, with
 * the modal still mounted.
 */
const walletUIs = new URLSearchParams(window.location.search).get('walletUIs') !== 'off';

/** wagmi, viem and the wallet code load once someone is logged in. */
const SigningPaths = lazy(() => import('./SigningPaths.tsx'));

function Home() {
  const { ready, authenticated, user } = useAuth();
  const { login } = useLogin();
  if (!ready) return <p aria-busy="true">Loading…</p>;
  return authenticated && user ? (
    <Suspense fallback={null}>
      <SigningPaths />
    </Suspense>
  ) : (
    <div className="card">
      <button type="button" onClick={() => login()}>
        Log in
      </button>
    </div>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The demo page has no #root element');

createRoot(root).render(
  <StrictMode>
    <FoyerProvider
      appId={appId}
      apiUrl={apiUrl}
      captchaScriptUrl={captchaScriptUrl}
      telegramAuthUrl={telegramAuthUrl}
      config={{ embeddedWallets: { showWalletUIs: walletUIs } }}
    >
      <p>Wallet UIs {walletUIs ? 'on' : 'off'}</p>
      <Home />
      <FoyerModal />
    </FoyerProvider>
  </StrictMode>,
);
