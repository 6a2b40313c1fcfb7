import { EMULATOR_EVM_CHAINS } from '@foyer/emulator/chains';
import { type AccountByType, useAuth, useCrossAppAccounts } from '@foyer/headless';
import { useState } from 'react';

/** Where the demo's cross-app send goes: 0.001 ETH on the first local chain, to a burn address. */
const SEND = {
  to: '0x000000000000000000000000000000000000dEaD',
  value: 10n ** 15n,
  chainId: EMULATOR_EVM_CHAINS[0].id,
};

/**
 * Signing with the wallets of the user's cross-app accounts (`useCrossAppAccounts`): the provider
 * app's page opens in a popup, where the user approves. Mounted for every signed-in user: when this
 * page is loaded in the popup of a link the signing runs first, the hook relays the return.
 */
export default function CustomCrossAppSigning() {
  const { user } = useAuth();
  const [message, setMessage] = useState('Hello from the Foyer demo');
  const { state, signMessage, sendTransaction, reset } = useCrossAppAccounts();
  const busy = state.status !== 'initial' && state.status !== 'done' && state.status !== 'error';
  const accounts = (user?.linkedAccounts ?? []).filter(
    (account): account is AccountByType<'cross_app'> => account.type === 'cross_app',
  );
  const wallets = accounts.flatMap((account) =>
    account.embeddedWallets.map((wallet) => ({ providerAppId: account.providerAppId, address: wallet.address })),
  );
  if (wallets.length === 0) return null;
  return (
    <section className="card" aria-label="Cross-app signing" data-status={state.status}>
      <h2>Sign with another app's wallet</h2>
      <p className="hint">useCrossAppAccounts asks the provider app, in a popup, to sign.</p>
      <input aria-label="Message to sign" value={message} onChange={(event) => setMessage(event.target.value)} />
      {wallets.map(({ providerAppId, address }) => (
        <div className="row" key={address}>
          <code data-testid="cross-app-wallet">{address}</code>
          <button type="button" disabled={busy} onClick={() => void signMessage(message, { address })}>
            Sign with {providerAppId}
          </button>
          <button type="button" disabled={busy} onClick={() => void sendTransaction(SEND, { address })}>
            Send 0.001 ETH with {providerAppId}
          </button>
        </div>
      ))}
      {state.status === 'done' && (
        <p>
          {state.request?.method === 'eth_sendTransaction' ? 'Transaction' : 'Signature'}:{' '}
          <code data-testid="cross-app-result">{state.result}</code>
        </p>
      )}
      {state.status === 'error' && (
        <p className="error" role="alert" data-code={state.error.code}>
          {state.error.message}{' '}
          <button type="button" onClick={reset}>
            Start over
          </button>
        </p>
      )}
    </section>
  );
}
