import { useAuth, useCustomAuth, useGuestLogin, useLinkCustomJwt } from '@foyer/headless';
import { type FormEvent, useState } from 'react';

/**
 * The demo's stand-in for an app's own auth: the JWT its user signed in with, kept outside React as
 * an auth SDK would, with change listeners for `useCustomAuth`'s `subscribe`. A demo affordance:
 * the token is pasted into the panel (the e2e tests mint one in Node with the key whose JWKS they
 * seed into the emulator); a real app hands over its auth provider's token getter instead.
 */
const appAuth = (() => {
  let token: string | null = null;
  const listeners = new Set<() => void>();
  return {
    getToken: () => token,
    setToken(next: string | null) {
      token = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
})();

function Failure({ error }: { error: { code: string } | null }) {
  if (!error) return null;
  return (
    <p className="error" role="alert" data-code={error.code}>
      Could not continue ({error.code}).
    </p>
  );
}

/** A visitor continues as this device's guest; a signed-in user trying to link a guest is refused. */
function GuestButton({ intent }: { intent: 'login' | 'link' }) {
  const { state, loginAsGuest } = useGuestLogin({ intent });
  return (
    <div data-status={state.status}>
      <button type="button" onClick={() => void loginAsGuest()} disabled={state.status === 'loading'}>
        {intent === 'link' ? 'Link a guest account' : 'Continue as guest'}
      </button>
      <Failure error={state.error} />
    </div>
  );
}

/**
 * Custom JWT and guest login on the headless hooks alone: the kit's session follows the app's token
 * (`useCustomAuth`), a signed-in user links a token's account (`useLinkCustomJwt`), and a visitor
 * may continue as a guest (`useGuestLogin`).
 */
export default function CustomAuthPanel() {
  const { user } = useAuth();
  const [draft, setDraft] = useState('');
  const sync = useCustomAuth({ getToken: appAuth.getToken, subscribe: appAuth.subscribe });
  const link = useLinkCustomJwt();

  const signIn = (event: FormEvent) => {
    event.preventDefault();
    appAuth.setToken(draft.trim() || null);
  };

  return (
    <section className="card" aria-label="Custom auth" data-status={sync.state.status}>
      <h2>Your own auth</h2>
      <p className="hint">useCustomAuth follows your app's token, useLinkCustomJwt links it, useGuestLogin skips it.</p>
      <form onSubmit={signIn}>
        <label>
          Your app's JWT
          <textarea name="custom-jwt" rows={3} value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <div className="row">
          <button type="submit">Sign in with token</button>
          <button type="button" onClick={() => appAuth.setToken(null)}>
            Sign out of the app
          </button>
          {user && (
            <button type="button" onClick={() => void link.linkCustomJwt({ token: draft.trim() })}>
              Link this token
            </button>
          )}
        </div>
      </form>
      <p>
        Token sync: <strong data-testid="custom-auth-status">{sync.state.status}</strong>
      </p>
      <Failure error={sync.state.error} />
      <Failure error={link.state.error} />
      <GuestButton intent={user ? 'link' : 'login'} />
    </section>
  );
}
