import { useMfa, useMfaEnrollment, useRegisterMfaListener } from '@foyer/headless';
import { useState } from 'react';

/**
 * Wallet MFA on a custom UI: enroll an authenticator app (`useMfaEnrollment`), and this page's own
 * prompt for the code a guarded signature waits for (`useRegisterMfaListener` + `useMfa`).
 */
export default function CustomMfa() {
  const enrollment = useMfaEnrollment();
  const mfa = useMfa();
  const [asked, setAsked] = useState<string[] | null>(null);
  const [enrollCode, setEnrollCode] = useState('');
  const [code, setCode] = useState('');
  useRegisterMfaListener({ onMfaRequired: ({ mfaMethods }) => setAsked([...mfaMethods]) });
  const waiting = mfa.state.status === 'required' || mfa.state.status === 'verifying';

  return (
    <section className="card" aria-label="Custom MFA">
      <h2>MFA (headless)</h2>
      <p className="hint">
        Methods: <strong data-testid="custom-mfa-methods">{mfa.mfaMethods.join(', ') || 'none'}</strong>
      </p>
      <div className="row">
        <button type="button" onClick={() => void enrollment.initEnrollmentWithTotp()}>
          Set up an authenticator app
        </button>
      </div>
      {enrollment.state.totp && enrollment.state.status === 'awaiting-code' && (
        <form
          className="row"
          onSubmit={(event) => {
            event.preventDefault();
            void enrollment.submitEnrollmentWithTotp({ mfaCode: enrollCode });
          }}
        >
          <code data-testid="custom-totp-secret">{enrollment.state.totp.secret}</code>
          <label>
            Enrollment code
            <input value={enrollCode} onChange={(event) => setEnrollCode(event.target.value)} inputMode="numeric" />
          </label>
          <button type="submit">Enroll</button>
        </form>
      )}
      {asked && waiting && (
        <form
          className="row"
          aria-label="MFA required"
          onSubmit={(event) => {
            event.preventDefault();
            void mfa.submit('totp', code);
          }}
        >
          <span data-testid="custom-mfa-asked">{asked.join(', ')}</span>
          <label>
            Verification code
            <input value={code} onChange={(event) => setCode(event.target.value)} inputMode="numeric" />
          </label>
          <button type="submit">Verify</button>
          <button type="button" onClick={mfa.cancel}>
            Cancel
          </button>
        </form>
      )}
      {mfa.state.codeError && <output data-testid="custom-mfa-error">{mfa.state.codeError.code}</output>}
    </section>
  );
}
