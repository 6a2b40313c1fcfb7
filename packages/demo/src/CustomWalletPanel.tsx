import { useSignMessage as useFoyerSignMessage, useWallets } from '@foyer/headless';
import { embeddedWallet, useFoyerWagmi } from '@foyer/headless/wagmi';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { mainnet } from 'viem/chains';
import { createConfig, http, useAccount, useSignMessage, WagmiProvider } from 'wagmi';

/** The app's own wagmi config, with Foyer's embedded wallet as one of its connectors. */
const wagmiConfig = createConfig({
  chains: [mainnet],
  connectors: [embeddedWallet()],
  transports: { [mainnet.id]: http() },
});
const queryClient = new QueryClient();

function Signatures() {
  useFoyerWagmi(wagmiConfig);
  const { wallets } = useWallets();
  const { signMessageAsync: signHeadless } = useFoyerSignMessage();
  const account = useAccount();
  const wagmiSign = useSignMessage();
  const [headless, setHeadless] = useState<string | null>(null);

  return (
    <section className="card" aria-label="Wallets">
      <h2>Embedded wallet and wagmi</h2>
      <p className="hint">Sign without a screen, or through your app's own wagmi config.</p>
      <dl className="addresses">
        <dt>Ethereum</dt>
        <dd>
          <code data-testid="ethereum-address">{wallets[0]?.address ?? '…'}</code>
        </dd>
        <dt>wagmi</dt>
        <dd>
          <code data-testid="wagmi-address">{account.address ?? account.status}</code>
        </dd>
      </dl>
      <div className="row">
        <button
          type="button"
          disabled={!wallets[0]}
          onClick={() =>
            void signHeadless({ message: 'Signed without a screen' }, { showWalletUIs: false }).then(({ signature }) =>
              setHeadless(signature),
            )
          }
        >
          Sign (headless)
        </button>
        <button
          type="button"
          disabled={account.status !== 'connected'}
          onClick={() => wagmiSign.signMessage({ message: 'Signed through wagmi' })}
        >
          Sign with wagmi
        </button>
      </div>
      {headless && <output data-testid="headless-signature">{headless}</output>}
      {wagmiSign.data && <output data-testid="wagmi-signature">{wagmiSign.data}</output>}
      {wagmiSign.error && (
        <p className="error" role="alert">
          wagmi: {wagmiSign.error.message}
        </p>
      )}
    </section>
  );
}

/** Loaded once someone is logged in: wagmi and the wallet code stay out of the page's startup JS. */
export default function CustomWalletPanel() {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <Signatures />
      </QueryClientProvider>
    </WagmiProvider>
  );
}
