import { useCrossAppLogin } from '@foyer/headless';
import { useState } from 'react';

/**
 * Cross-app login on `useCrossAppLogin` alone: the provider app's page opens in a popup. Rendered
 * from the lazily loaded panels; when this page is loaded in that popup, the hook relays the return.
 */
export default function CustomCrossApp() {
  const [appId, setAppId] = useState('');
  const { state, initCrossAppLogin, loading, reset } = useCrossAppLogin();
  return (
    <section className="card" aria-label="Cross-app login" data-status={state.status}>
      <h2>Another app's account</h2>
      <p className="hint">useCrossAppLogin opens the provider app in a popup.</p>
      <div className="row">
        <input
          aria-label="Provider app id"
          value={appId}
          onChange={(event) => setAppId(event.target.value.trim())}
          placeholder="Provider app id"
        />
        <button type="button" disabled={loading || appId === ''} onClick={() => void initCrossAppLogin({ appId })}>
          Log in with another app
        </button>
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
