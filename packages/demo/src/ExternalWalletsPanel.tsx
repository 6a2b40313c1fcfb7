import { useWallets } from '@foyer/headless';
import { useConnectWallet } from '@foyer/ui';
import { useState } from 'react';

/**
 * `connectWallet()`: the modal's wallet list in its connect-only variant (no signature). The
 * connected external wallet then shows beside the embedded one in `useWallets()`. Loaded only once
 * someone is logged in, with the other signed-in panels.
 */
export default function ExternalWalletsPanel() {
  const { wallets, externalWallets } = useWallets();
  const [connected, setConnected] = useState<string | null>(null);
  const { connectWallet } = useConnectWallet({ onSuccess: ({ wallet }) => setConnected(wallet.address) });
  return (
    <section className="card" aria-label="All wallets">
      <h2>All Ethereum wallets</h2>
      <p className="hint">A wallet the user already has joins the embedded one, without a new login.</p>
      <ul aria-label="Ethereum wallets">
        {wallets.map((wallet) => (
          <li key={wallet.address} data-kind="embedded">
            Embedded <code>{wallet.address}</code>
          </li>
        ))}
        {externalWallets.map((wallet) => (
          <li key={wallet.address} data-kind="external">
            {wallet.meta.name} <code>{wallet.address}</code> ({wallet.chainId})
          </li>
        ))}
      </ul>
      {connected ? (
        <p>
          Connected <code data-testid="connected-wallet">{connected}</code>
        </p>
      ) : null}
      <div className="row">
        <button type="button" onClick={connectWallet}>
          Connect a wallet
        </button>
      </div>
    </section>
  );
}
