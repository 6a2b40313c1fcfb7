import { useSmartWallets } from '@foyer/headless/smart-wallets';
import { useState } from 'react';
import { toUnits } from './amounts.ts';
import { AmountField, RecipientField } from './fields.tsx';

/**
 * The user's smart wallet (`useSmartWallets`, `@foyer/headless/smart-wallets`): a Light Account owned
 * by the embedded wallet on the emulator's local chain, when the app's smart-wallet config is on. Its
 * sends are user operations through the emulator's bundler (Alto), sponsored by its paymaster when the
 * config has a policy, confirmed on the modal's 'Confirm transaction'. Nothing shows while the app has
 * smart wallets off.
 */
export default function SmartWalletPanel() {
  const { client } = useSmartWallets();
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('0.01');
  const [outcome, setOutcome] = useState<{ hash?: string; error?: string } | null>(null);
  const [sending, setSending] = useState(false);

  // Shown once the user's smart wallet is made and linked: not at all while the app has them off.
  if (!client) return null;

  const send = () => {
    setOutcome(null);
    setSending(true);
    client
      .sendTransaction({ to: to as `0x${string}`, value: toUnits(amount, 18) })
      .then(
        (hash) => setOutcome({ hash }),
        (error: { code?: string }) => setOutcome({ error: error.code ?? 'error' }),
      )
      .finally(() => setSending(false));
  };

  return (
    <section className="card" aria-label="Smart wallet">
      <h2>Smart wallet</h2>
      <p className="hint">
        An ERC-4337 account your embedded wallet owns, when the app's smart-wallet config is on (seed{' '}
        <code>smartWallets</code>).
      </p>
      <dl className="addresses">
        <dt>Address</dt>
        <dd data-testid="smart-wallet-address">{client.address}</dd>
      </dl>
      <div className="row">
        <RecipientField value={to} onChange={setTo} placeholder="0x…" />
        <AmountField value={amount} onChange={setAmount} />
        <button
          type="button"
          className="primary"
          disabled={sending || !/^0x[0-9a-fA-F]{40}$/.test(to) || !/^\d+(\.\d+)?$/.test(amount)}
          onClick={send}
        >
          Send from the smart wallet
        </button>
      </div>
      {outcome?.hash ? (
        <p role="status">
          Sent: <code data-testid="smart-wallet-hash">{outcome.hash}</code>
        </p>
      ) : null}
      {outcome?.error ? (
        <p role="alert" data-testid="smart-wallet-error">
          {outcome.error}
        </p>
      ) : null}
    </section>
  );
}
