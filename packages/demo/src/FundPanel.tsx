import { useSolanaWallets, useWallets } from '@foyer/headless';
import { useFundWalletModal } from '@foyer/ui';
import { useState } from 'react';

/**
 * Funding the embedded wallets through the modal (`useFundWalletModal`): a card or an exchange (the
 * emulator's Moonpay and Coinbase pages), a connected wallet, the receive screen's QR, and bridging
 * from the other local chain. Funds land on the emulator's chains.
 */
export default function FundPanel() {
  const { wallets } = useWallets();
  const { wallets: solanaWallets } = useSolanaWallets();
  const [outcome, setOutcome] = useState<string | null>(null);
  const { fundWallet } = useFundWalletModal({
    onSuccess: () => setOutcome('funded'),
    onUserExited: ({ fundingMethod }) => setOutcome(`exited${fundingMethod ? ` (${fundingMethod})` : ''}`),
    onError: (error) => setOutcome(error.code),
  });
  const ethereum = wallets[0];
  const solana = solanaWallets[0];
  return (
    <section className="card" aria-label="Funding">
      <h2>Add funds</h2>
      <p className="hint">
        By card or exchange (the emulator's Moonpay and Coinbase pages), from a connected wallet, by receiving, or by
        bridging from the other local chain.
      </p>
      <div className="row">
        <button type="button" disabled={!ethereum} onClick={() => ethereum && fundWallet(ethereum.address)}>
          Fund wallet
        </button>
        <button
          type="button"
          disabled={!ethereum}
          onClick={() => ethereum && fundWallet(ethereum.address, { asset: 'USDC', amount: '25' })}
        >
          Fund with USDC
        </button>
        <button type="button" disabled={!solana} onClick={() => solana && fundWallet(solana.address, { amount: '1' })}>
          Fund Solana wallet
        </button>
      </div>
      {outcome && <output data-testid="funding-outcome">{outcome}</output>}
    </section>
  );
}
