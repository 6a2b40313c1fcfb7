import { useSmsLogin } from '@foyer/headless';
import { type FormEvent, useState } from 'react';

/**
 * An app's own phone login on the headless hook alone (no modal, no country picker: the number is
 * typed with its country code, or read as one of the app's default country). Loaded lazily.
 */
export default function CustomPhoneLogin() {
  const [phoneNumber, setPhoneNumber] = useState('');
  const [code, setCode] = useState('');
  const { state, sendCode, loginWithCode } = useSmsLogin();
  const askingForCode = state.phoneNumber !== null && state.codeSentAt !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (askingForCode ? loginWithCode({ code }) : sendCode({ phoneNumber }));
  };

  return (
    <form className="card" onSubmit={submit} data-status={state.status} aria-label="Phone login">
      {askingForCode ? (
        <label>
          Code sent to {state.phoneNumber}
          <div className="row">
            <input name="sms-code" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
            <button type="submit" disabled={state.status === 'submitting-code'}>
              Verify
            </button>
          </div>
        </label>
      ) : (
        <label>
          Your phone number
          <div className="row">
            <input name="phone" type="tel" value={phoneNumber} onChange={(e) => setPhoneNumber(e.target.value)} />
            <button type="submit" disabled={state.status === 'sending-code'}>
              Text me a code
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
