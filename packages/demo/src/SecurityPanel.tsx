import { useAuth } from '@foyer/headless';
import {
  useExportWalletModal,
  useManagePasskeys,
  useMfaEnrollmentModal,
  useSetWalletPassword,
  useSetWalletRecovery,
} from '@foyer/ui';
import { useState } from 'react';

/**
 * Wallet security on the default modal: enroll or remove a verification method (each later
 * signature then asks for it), manage the user's passkeys, back the wallet up (a cloud, a password)
 * and export its key. Loaded once someone is logged in.
 */
/** How each backup reads on the page. */
const backups: Record<string, string> = {
  privy: 'automatic',
  'user-passcode': 'a password',
  'google-drive': 'Google Drive',
  icloud: 'iCloud',
};

export default function SecurityPanel() {
  const { user } = useAuth();
  const [outcome, setOutcome] = useState('');
  const report = { onSuccess: () => setOutcome('done'), onError: (error: { code: string }) => setOutcome(error.code) };
  const { showMfaEnrollmentModal } = useMfaEnrollmentModal(report);
  const { managePasskeys } = useManagePasskeys(report);
  const { setWalletRecovery } = useSetWalletRecovery(report);
  const { setWalletPassword } = useSetWalletPassword(report);
  const { exportWallet } = useExportWalletModal({ onClose: () => setOutcome('closed'), onError: report.onError });
  const wallet = user?.wallet;
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
      {wallet && (
        <>
          <p className="hint">
            Wallet backup:{' '}
            <strong data-testid="recovery-method" data-method={wallet.recoveryMethod}>
              {backups[wallet.recoveryMethod ?? 'privy'] ?? wallet.recoveryMethod}
            </strong>
          </p>
          <div className="row">
            <button type="button" onClick={setWalletRecovery}>
              Back up wallet
            </button>
            <button type="button" onClick={setWalletPassword}>
              Set a password
            </button>
            <button type="button" onClick={() => exportWallet()}>
              Export wallet
            </button>
          </div>
        </>
      )}
      {outcome && <output data-testid="security-outcome">{outcome}</output>}
    </section>
  );
}
