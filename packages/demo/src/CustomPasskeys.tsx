import { useAppConfig, usePasskeyLogin } from '@foyer/headless';

/**
 * Passkeys on the headless hook alone: sign up with a new passkey (apps with passkey signup) or
 * log in with one. The browser's prompt opens on click; errors are shown by code.
 */
export default function CustomPasskeys() {
  const config = useAppConfig();
  const { state, loginWithPasskey, signupWithPasskey } = usePasskeyLogin();
  if (!config?.loginMethods.passkey) return null;
  const busy = state.status === 'generating-challenge' || state.status === 'awaiting-passkey';
  return (
    <section className="card" aria-label="Passkeys" data-status={state.status}>
      <div className="row">
        {config.loginConfig.passkeysForSignupEnabled ? (
          <button type="button" disabled={busy} onClick={() => void signupWithPasskey()}>
            Sign up with a passkey
          </button>
        ) : null}
        <button type="button" disabled={busy} onClick={() => void loginWithPasskey()}>
          Log in with a passkey
        </button>
      </div>
      {state.status === 'error' ? <p role="alert">Passkey failed: {state.error.code}</p> : null}
    </section>
  );
}
