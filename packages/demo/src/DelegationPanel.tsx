import { useSolanaWallets, useWallets } from '@foyer/headless';
import { useDelegatedActions } from '@foyer/ui';
import { useState } from 'react';

/**
 * Delegated actions through the modal (`useDelegatedActions`): 'Enable offline access' lets the app's
 * server use a wallet while the user is away (the emulator's wallet API, `/api/v1/wallets`), and
 * 'Revoke offline access to wallet' takes every delegated wallet back.
 */
export default function DelegationPanel() {
  const { wallets } = useWallets();
  const { wallets: solanaWallets } = useSolanaWallets();
  const [outcome, setOutcome] = useState<string | null>(null);
  const { delegateWallet, revokeWallets } = useDelegatedActions({
    onSuccess: () => setOutcome('done'),
    onError: (error) => setOutcome(error.code),
  });
  const ethereum = wallets[0];
  const solana = solanaWallets[0];
  const delegated = [ethereum, solana].filter((wallet) => wallet?.delegated);
  return (
    <section className="card" aria-label="Offline access">
      <h2>Offline access</h2>
      <p className="hint">
        Let the app's server act for you while you are away (the emulator's wallet API), then take it back.
      </p>
      <div className="row">
        <button
          type="button"
          disabled={!ethereum}
          onClick={() => ethereum && delegateWallet({ address: ethereum.address, chainType: 'ethereum' })}
        >
          Enable offline access
        </button>
        <button
          type="button"
          disabled={!solana}
          onClick={() => solana && delegateWallet({ address: solana.address, chainType: 'solana' })}
        >
          Enable offline access (Solana)
        </button>
        <button type="button" disabled={delegated.length === 0} onClick={() => revokeWallets()}>
          Revoke offline access
        </button>
      </div>
      {delegated.length > 0 && (
        <ul className="hint" data-testid="delegated-wallets">
          {delegated.map((wallet) => (
            <li key={wallet?.address}>
              {wallet?.chainType}: <code>{wallet?.id}</code>
            </li>
          ))}
        </ul>
      )}
      {outcome && <output data-testid="delegation-outcome">{outcome}</output>}
    </section>
  );
}
