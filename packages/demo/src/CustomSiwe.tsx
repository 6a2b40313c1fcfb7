import { useConnectWallet, useSiweLogin } from '@foyer/headless/ethereum';

/** The chains this page supports (CAIP-2): a wallet elsewhere is asked to switch to the first. */
const supportedChainIds = ['eip155:1', 'eip155:8453'];

/**
 * Sign-In With Ethereum on the headless hooks alone: the wallets found in this browser
 * (`useConnectWallet`), connect one (on a supported chain), then `loginWithWallet` signs the
 * EIP-4361 message with it.
 */
export default function CustomSiwe() {
  const { wallets, state: connection, connect } = useConnectWallet({ supportedChainIds });
  const { state, loginWithWallet } = useSiweLogin();
  const installed = wallets.filter((wallet) => wallet.installed);

  const signIn = async (option: (typeof wallets)[number]) => {
    const connected = await connect(option);
    if (connected.connection) await loginWithWallet(connected.connection);
  };

  return (
    <section className="card" aria-label="Sign in with Ethereum" data-status={state.status}>
      <h2>Sign in with Ethereum</h2>
      <p className="hint">useConnectWallet finds the browser's wallets, useSiweLogin signs in with one.</p>
      {installed.length === 0 ? <p>No browser wallet found.</p> : null}
      <div className="row">
        {installed.map((wallet) => (
          <button key={wallet.id} type="button" onClick={() => void signIn(wallet)}>
            {wallet.name}
          </button>
        ))}
      </div>
      <p>
        Wallet <code data-testid="siwe-connection">{connection.status}</code>
        {connection.error ? <span data-testid="siwe-connection-error"> ({connection.error.code})</span> : null}, sign-in{' '}
        <code data-testid="siwe-status">{state.status}</code>
        {state.error ? <span data-testid="siwe-error"> ({state.error.code})</span> : null}
      </p>
    </section>
  );
}
