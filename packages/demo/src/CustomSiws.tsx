import { type FoyerError, isFoyerError } from '@foyer/headless';
import { useSiwsLogin, useSolanaExternalWallets } from '@foyer/headless/solana';
import { useState } from 'react';

/**
 * Sign-In With Solana on the headless hooks alone: the page's Wallet Standard wallets as buttons;
 * a click connects the wallet, has it sign the SIWS message, and logs in.
 */
export default function CustomSiws() {
  const { wallets, connectAsync } = useSolanaExternalWallets();
  const { state, loginWithWallet, reset } = useSiwsLogin();
  const [connectError, setConnectError] = useState<FoyerError | null>(null);
  const error = connectError ?? (state.status === 'error' ? state.error : null);

  const signIn = async (id: string) => {
    setConnectError(null);
    try {
      await loginWithWallet({ wallet: await connectAsync(id) });
    } catch (caught) {
      if (isFoyerError(caught)) setConnectError(caught);
      else throw caught;
    }
  };

  return (
    <section className="card" aria-label="Solana login" data-status={state.status}>
      <h2>Log in with a Solana wallet</h2>
      <p className="hint">useSiwsLogin with the Wallet Standard wallets of this browser.</p>
      {wallets.length === 0 ? <p>No Solana wallet found in this browser.</p> : null}
      <div className="row">
        {wallets.map((wallet) => (
          <button
            key={wallet.id}
            type="button"
            disabled={state.status === 'generating-message' || state.status === 'submitting-signature'}
            onClick={() => void signIn(wallet.id)}
          >
            {wallet.name}
          </button>
        ))}
      </div>
      {error && (
        <p className="error" role="alert" data-code={error.code}>
          Could not log in ({error.code}).{' '}
          <button
            type="button"
            onClick={() => {
              setConnectError(null);
              reset();
            }}
          >
            Start over
          </button>
        </p>
      )}
    </section>
  );
}
