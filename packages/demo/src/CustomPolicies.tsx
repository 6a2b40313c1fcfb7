import { useAcceptTerms, useAppConfig, useAuth } from '@foyer/headless';

/**
 * The app's own terms consent, on the hooks alone (loaded lazily, once someone is logged in): when
 * the app requires terms and the user has not accepted them, ask; 'Accept' calls `useAcceptTerms`,
 * 'No thanks' logs out. The flow's status and error code are shown as the hook reports them.
 */
export default function CustomPolicies() {
  const config = useAppConfig();
  const { user, logout } = useAuth();
  const { state, accept } = useAcceptTerms();
  if (!config?.legal.requireUsersAcceptTerms || !user) return null;
  if (user.hasAcceptedTerms) {
    return (
      <p data-testid="terms" data-status={state.status}>
        Terms accepted
      </p>
    );
  }
  return (
    <section className="card" aria-label="Terms" data-testid="terms" data-status={state.status}>
      <h2>Terms</h2>
      <p>Before you continue, please accept our terms and privacy policy.</p>
      <div className="row">
        <button type="button" onClick={() => void logout()} disabled={state.status === 'accepting'}>
          No thanks
        </button>
        <button type="button" className="primary" onClick={() => void accept()} disabled={state.status === 'accepting'}>
          Accept terms
        </button>
      </div>
      {state.status === 'error' && (
        <p className="error" role="alert" data-code={state.error.code}>
          Could not accept the terms ({state.error.code}).
        </p>
      )}
    </section>
  );
}
