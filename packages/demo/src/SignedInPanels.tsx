import { useAuth } from '@foyer/headless';
import { lazy, Suspense } from 'react';
import AccountPanel from './AccountPanel.tsx';
import DelegationPanel from './DelegationPanel.tsx';
import ExternalWalletsPanel from './ExternalWalletsPanel.tsx';
import FundPanel from './FundPanel.tsx';
import SecurityPanel from './SecurityPanel.tsx';
import SendPanel from './SendPanel.tsx';
import WalletPanel from './WalletPanel.tsx';

/** Solana's libraries (the demo builds its transfers with @solana/kit) load with this panel only. */
const SolanaSendPanel = lazy(() => import('./SolanaSendPanel.tsx'));
/** The Farcaster signer's panel and screens load with it only. */
const FarcasterSignerPanel = lazy(() => import('./FarcasterSignerPanel.tsx'));
/** viem's account abstraction loads with this panel only. */
const SmartWalletPanel = lazy(() => import('./SmartWalletPanel.tsx'));

/**
 * What the modal page shows a logged-in user, in one lazily loaded module: one chunk, so the hooks
 * its panels share stay out of the page's startup JS.
 */
export default function SignedInPanels() {
  const { user, logout } = useAuth();
  return (
    <>
      <section className="card session" aria-label="Session">
        <p>
          Signed in as <strong data-testid="user-email">{user?.email?.address ?? user?.id}</strong>
        </p>
        <button type="button" onClick={() => void logout()}>
          Log out
        </button>
      </section>
      <AccountPanel />
      <WalletPanel />
      <SecurityPanel />
      <SendPanel />
      <FundPanel />
      <DelegationPanel />
      <Suspense fallback={null}>
        <SolanaSendPanel />
      </Suspense>
      <Suspense fallback={null}>
        <SmartWalletPanel />
      </Suspense>
      <ExternalWalletsPanel />
      <Suspense fallback={null}>
        <FarcasterSignerPanel />
      </Suspense>
    </>
  );
}
