import { FoyerProvider, useAuth } from '@foyer/headless';
import { FoyerModal, useLogin } from '@foyer/ui';
import '@foyer/ui/styles.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { apiUrl, appId, captchaScriptUrl, telegramAuthUrl } from './env.ts';
import './demo.css';

/** The account settings and the wallets (and their code) load once someone is logged in. */
const SignedInPanels = lazy(() => import('./SignedInPanels.tsx'));

function Home() {
  const { ready, authenticated, user, logout } = useAuth();
  const { login } = useLogin({ onComplete: ({ isNewUser }) => console.info('[demo] logged in', { isNewUser }) });
  if (!ready) return <p aria-busy="true">Loading…</p>;
  return (
    <div className="card">
      {authenticated && user ? (
        <>
          <p>
            Signed in as <strong data-testid="user-email">{user.email?.address ?? user.id}</strong>
          </p>
          <button type="button" onClick={() => void logout()}>
            Log out
          </button>
          <Suspense fallback={null}>
            <SignedInPanels />
          </Suspense>
        </>
      ) : (
        <button type="button" onClick={() => login()}>
          Log in
        </button>
      )}
    </div>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The demo page has no #root element');

createRoot(root).render(
  <StrictMode>
    <FoyerProvider appId={appId} apiUrl={apiUrl} captchaScriptUrl={captchaScriptUrl} telegramAuthUrl={telegramAuthUrl}>
      <main>
        <nav>
          <strong>Foyer demo</strong>
          <a href="/custom/">Custom UI on hooks</a>
        </nav>
        <Home />
      </main>
      <FoyerModal />
    </FoyerProvider>
  </StrictMode>,
);
