import { useAuth } from '@foyer/headless';
import { useManagePasskeys, useMfaEnrollmentModal } from '@foyer/ui';
import { useState } from 'react';

/**
 * Wallet MFA and passkeys on the default modal: enroll or remove a verification method (each later
 * signature then asks for it), and manage the user's passkeys. Loaded once someone is logged in.
 */
export default function SecurityPanel() {
  const { user } = useAuth();
  const [outcome, setOutcome] = useState('');
  const report = { onSuccess: () => setOutcome('done'), onError: (error: { code: string }) => setOutcome(error.code) };
  const { showMfaEnrollmentModal } = useMfaEnrollmentModal(report);
  const { managePasskeys } = useManagePasskeys(report);
  if (!user) return null;
  return (
    <section className="card" aria-label="Security">
      <h2>Security</h2>
      <p className="hint">
        Verification methods: <strong data-testid="mfa-methods">{user.mfaMethods.join(', ') || 'none'}</strong>
      </p>
      <div className="row">
        <button type="button" onClick={showMfaEnrollmentModal}>
          Transaction protection
        </button>
        <button type="button" onClick={managePasskeys}>
          Manage passkeys
        </button>
      </div>
      {outcome && <output data-testid="security-outcome">{outcome}</output>}
    </section>
  );
}
