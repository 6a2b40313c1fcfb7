import { FoyerProvider, useAuth, useEmailLogin } from '@foyer/headless';
import { type FormEvent, lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { apiUrl, appId, captchaScriptUrl, telegramAuthUrl } from './env.ts';
import './demo.css';

/** Terms consent, wallets (with wagmi) and accounts load once someone is logged in. */
const SignedInPanels = lazy(() => import('./customPanels.tsx').then((panels) => ({ default: panels.SignedInPanels })));
/** The phone login on `useSmsLogin`, from the same lazy module (one chunk: no shared hooks split out of the entry). */
const VisitorPanels = lazy(() => import('./customPanels.tsx').then((panels) => ({ default: panels.VisitorPanels })));

/** A login form written by an app, with its own markup and copy, on the headless hooks only. */
function EmailForm() {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const { state, sendCode, loginWithCode, reset } = useEmailLogin();
  const askingForCode = state.email !== null && state.codeSentAt !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Commands never reject: a failure shows up in `state` (the alert below).
    void (askingForCode ? loginWithCode({ code }) : sendCode({ email }));
  };

  return (
    <form className="card" onSubmit={submit} data-status={state.status} aria-label="E-mail login">
      {askingForCode ? (
        <label>
          Code sent to {state.email}
          <div className="row">
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <button type="submit" disabled={state.status === 'submitting-code'}>
              Verify
            </button>
            <button
              type="button"
              onClick={() => {
                reset();
                setCode('');
              }}
            >
              Start over
            </button>
          </div>
        </label>
      ) : (
        <label>
          Your e-mail
          <div className="row">
            <input
              name="email"
              type="email"
              aria-label="Your e-mail"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <button type="submit" disabled={state.status === 'sending-code'}>
              Send code
            </button>
          </div>
        </label>
      )}
      {state.status === 'error' && (
        <p className="error" role="alert" data-code={state.error.code}>
          Could not continue ({state.error.code}).
        </p>
      )}
    </form>
  );
}

function Page() {
  const { ready, authenticated, user, logout, getAccessToken } = useAuth();
  const [token, setToken] = useState<string | null>(null);
  if (!ready) return <p aria-busy="true">Loading…</p>;
  if (!authenticated || !user) {
    return (
      <>
        <EmailForm />
        <Suspense fallback={null}>
          <VisitorPanels />
        </Suspense>
      </>
    );
  }
  return (
    <div className="card">
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
      <Suspense fallback={null}>
        <SignedInPanels />
      </Suspense>
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
          <strong>Foyer demo — custom UI</strong>
          <a href="/">Default modal</a>
        </nav>
        <Page />
      </main>
    </FoyerProvider>
  </StrictMode>,
);
