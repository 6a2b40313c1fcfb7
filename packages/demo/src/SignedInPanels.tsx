import AccountPanel from './AccountPanel.tsx';
import ExternalWalletsPanel from './ExternalWalletsPanel.tsx';
import WalletPanel from './WalletPanel.tsx';

/**
 * What the modal page shows a logged-in user, in one lazily loaded module: one chunk, so the hooks
 * its panels share stay out of the page's startup JS.
 */
export default function SignedInPanels() {
  return (
    <>
      <AccountPanel />
      <WalletPanel />
      <ExternalWalletsPanel />
    </>
  );
}
