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
      <button type="button" onClick={connectWallet}>
        Connect a wallet
      </button>
      {connected ? <p data-testid="connected-wallet">{connected}</p> : null}
      <ul aria-label="Ethereum wallets">
        {wallets.map((wallet) => (
          <li key={wallet.address} data-kind="embedded">
            Embedded {wallet.address}
          </li>
        ))}
        {externalWallets.map((wallet) => (
          <li key={wallet.address} data-kind="external">
            {wallet.meta.name} {wallet.address} ({wallet.chainId})
          </li>
        ))}
      </ul>
    </section>
  );
}
