import AccountPanel from './AccountPanel.tsx';
import WalletPanel from './WalletPanel.tsx';

/** What a logged-in user sees below their name: their phone number and their wallets (one lazy chunk). */
export default function UserPanels() {
  return (
    <>
      <AccountPanel />
      <WalletPanel />
    </>
  );
}
