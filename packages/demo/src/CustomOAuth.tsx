import { type OAuthProvider, useOAuthLogin } from '@foyer/headless';

const providers: { provider: OAuthProvider; label: string }[] = [
  { provider: 'google', label: 'Google' },
  { provider: 'github', label: 'GitHub' },
];

/**
 * An app's own social buttons on `useOAuthLogin` alone: a redirect (the page comes back and the
 * hook finishes by itself) or a popup. Rendered from the lazily loaded panels, so the page's
 * startup JS does not carry it; the redirect's return is picked up when this panel mounts.
 */
export default function CustomOAuth() {
  const { state, initOAuth, loading, reset } = useOAuthLogin({
    onOAuthTokenGrant: ({ oAuthTokens }) => console.info('[demo] provider tokens', oAuthTokens.provider),
  });
  return (
    <section className="card" aria-label="Social login" data-status={state.status}>
      <h2>Social accounts</h2>
      <p className="hint">useOAuthLogin: a redirect, or a popup that keeps this page.</p>
      <div className="row">
        {providers.map(({ provider, label }) => (
          <span key={provider} className="row">
            <button type="button" disabled={loading} onClick={() => void initOAuth({ provider })}>
              {label}
            </button>
            <button type="button" disabled={loading} onClick={() => void initOAuth({ provider, popup: true })}>
              {label} (popup)
            </button>
          </span>
        ))}
      </div>
      {state.status === 'error' && (
        <p className="error" role="alert" data-code={state.error.code}>
          Could not log in ({state.error.code}).{' '}
          <button type="button" onClick={reset}>
            Start over
          </button>
        </p>
      )}
    </section>
  );
}
