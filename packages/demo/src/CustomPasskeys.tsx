import { useAppConfig, useLoginMethods, usePasskeyLogin } from '@foyer/headless';

/**
 * Passkeys on the headless hooks alone: sign up with a new passkey (apps with passkey signup) or
 * log in with one. Whether to offer the passkey entry, and how, is `useLoginMethods()`'s answer, the
 * default modal's: none when the app has passkeys off, 'Continue' when they are its only method.
 * The browser's prompt opens on click; errors are shown by code.
 */
export default function CustomPasskeys() {
  const config = useAppConfig();
  const entry = useLoginMethods()?.passkey ?? null;
  const { state, loginWithPasskey, signupWithPasskey } = usePasskeyLogin();
  if (!config || !entry) return null;
  const busy = state.status === 'generating-challenge' || state.status === 'awaiting-passkey';
  return (
    <section className="card" aria-label="Passkeys" data-status={state.status}>
      <h2>Passkeys</h2>
      <p className="hint">usePasskeyLogin: the browser's own prompt.</p>
      <div className="row">
        {config.loginConfig.passkeysForSignupEnabled ? (
          <button type="button" disabled={busy} onClick={() => void signupWithPasskey()}>
            Sign up with a passkey
          </button>
        ) : null}
        <button type="button" disabled={busy} onClick={() => void loginWithPasskey()}>
          {entry === 'continue' ? 'Continue with a passkey' : 'Log in with a passkey'}
        </button>
      </div>
      {state.status === 'error' ? <p role="alert">Passkey failed: {state.error.code}</p> : null}
    </section>
  );
}
