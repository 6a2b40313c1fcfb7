import { useEmailLogin } from '@foyer/headless';
import { type FormEvent, useState } from 'react';

/** A login form written by an app, with its own markup and copy, on the headless hooks only. */
export default function CustomEmailLogin() {
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
      <h2>E-mail</h2>
      <p className="hint">useEmailLogin: a code by e-mail, then the session.</p>
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
            <button type="submit" className="primary" disabled={state.status === 'submitting-code'}>
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
            <button type="submit" className="primary" disabled={state.status === 'sending-code'}>
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
