import { type LinkedAccount, useAuth, useUnlinkAccount } from '@foyer/headless';
import { useConnectOrCreateWallet, useLinkAccount, useUpdateAccount } from '@foyer/ui';
import { useState } from 'react';

const describe = (account: LinkedAccount) =>
  'address' in account ? account.address : 'phoneNumber' in account ? account.phoneNumber : account.type;

/**
 * Account settings on the default modal: link a phone, an e-mail address or a wallet, connect or create a wallet (one another user holds
 * leads to the modal's transfer screen), change the e-mail address, unlink. Loaded once someone is
 * logged in, so the page's startup JS stays the same.
 */
export default function AccountPanel() {
  const { user } = useAuth();
  const [outcome, setOutcome] = useState('');
  const report = {
    onSuccess: () => setOutcome('done'),
    onError: (error: { code: string }) => setOutcome(error.code),
  };
  const { linkEmail, linkPhone, linkWallet } = useLinkAccount(report);
  const { updateEmail } = useUpdateAccount(report);
  const { connectOrCreateWallet } = useConnectOrCreateWallet(report);
  const { unlinkAccountAsync } = useUnlinkAccount();
  if (!user) return null;
  return (
    <section className="card" aria-label="Account settings">
      <h2>Account</h2>
      <p className="hint">What this user logs in with. Linking and changing open the modal on its own screens.</p>
      <ul aria-label="Linked accounts">
        {user.linkedAccounts.map((account) => (
          <li key={`${account.type}:${describe(account)}`} className="row">
            <code>{describe(account)}</code>
            {account.type === 'phone' && (
              <button
                type="button"
                onClick={() =>
                  void unlinkAccountAsync(account).then(
                    () => setOutcome('unlinked'),
                    (failure: { code: string }) => setOutcome(failure.code),
                  )
                }
              >
                Unlink {describe(account)}
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className="row">
        <button type="button" onClick={linkPhone}>
          Link a phone
        </button>
        <button type="button" onClick={linkEmail} disabled={Boolean(user.email)}>
          Link an e-mail address
        </button>
        <button type="button" onClick={() => linkWallet()}>
          Link a wallet
        </button>
        <button type="button" onClick={connectOrCreateWallet}>
          Connect or create a wallet
        </button>
        <button type="button" onClick={updateEmail} disabled={!user.email}>
          Change e-mail address
        </button>
      </div>
      <output data-testid="account-outcome">{outcome}</output>
    </section>
  );
}
