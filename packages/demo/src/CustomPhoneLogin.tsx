import { useAuth, useSmsLogin } from '@foyer/headless';
import { type FormEvent, useState } from 'react';

/**
 * An app's own phone form on the headless hooks alone (no modal, no country picker: the number is
 * typed with its country code, or read as one of the app's default country). A visitor logs in with
 * it; a logged-in user without a phone links one (`intent: 'link'`).
 */
export default function CustomPhoneLogin({ intent = 'login' }: { intent?: 'login' | 'link' }) {
  const { user } = useAuth();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [code, setCode] = useState('');
  const { state, sendCode, loginWithCode, reset } = useSmsLogin({ intent });
  const askingForCode = state.phoneNumber !== null && state.codeSentAt !== null && state.status !== 'done';

  if (intent === 'link' && user?.phone) {
    return (
      <p>
        Phone <strong data-testid="user-phone">{user.phone.phoneNumber}</strong>
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (askingForCode ? loginWithCode({ code }) : sendCode({ phoneNumber }));
  };

  return (
    <form
      className="card"
      onSubmit={submit}
      data-status={state.status}
      aria-label={intent === 'link' ? 'Link a phone' : 'Phone login'}
    >
      <h2>{intent === 'link' ? 'Link a phone' : 'Phone'}</h2>
      <p className="hint">useSmsLogin: a code by text message. Type the number with its country code.</p>
      {askingForCode ? (
        <label>
          Code sent to {state.phoneNumber}
          <div className="row">
            <input name="sms-code" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
            <button type="submit" className="primary" disabled={state.status === 'submitting-code'}>
              Verify
            </button>
          </div>
        </label>
      ) : (
        <label>
          Your phone number
          <div className="row">
            <input name="phone" type="tel" value={phoneNumber} onChange={(e) => setPhoneNumber(e.target.value)} />
            <button type="submit" className="primary" disabled={state.status === 'sending-code'}>
              Text me a code
            </button>
          </div>
        </label>
      )}
      {state.status === 'error' && (
        <p className="error" role="alert" data-code={state.error.code}>
          Could not continue ({state.error.code}).{' '}
          <button type="button" onClick={reset}>
            Start over
          </button>
        </p>
      )}
    </form>
  );
}
