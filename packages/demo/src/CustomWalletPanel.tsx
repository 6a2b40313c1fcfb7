import { emulatorEvmChains } from '@foyer/emulator/chains';
import {
  useSendTransaction as useFoyerSendTransaction,
  useSignMessage as useFoyerSignMessage,
  useWallets,
} from '@foyer/headless';
import { embeddedWallet, useFoyerWagmi } from '@foyer/headless/wagmi';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createConfig, http, useAccount, useSendTransaction, useSignMessage, WagmiProvider } from 'wagmi';
import { apiUrl } from './env.ts';

/** The app's own wagmi config on the emulator's local chain, with Foyer's embedded wallet as one of its connectors. */
const [chain] = emulatorEvmChains(apiUrl);
const wagmiConfig = createConfig({
  chains: [chain],
  connectors: [embeddedWallet()],
  transports: { [chain.id]: http() },
});
/** Where the panel's sends go: 0.001 ETH each. */
const RECIPIENT = '0x000000000000000000000000000000000000dEaD';
const VALUE = 10n ** 15n;
const queryClient = new QueryClient();

function Signatures() {
  useFoyerWagmi(wagmiConfig);
  const { wallets } = useWallets();
  const { signMessageAsync: signHeadless } = useFoyerSignMessage();
  const account = useAccount();
  const wagmiSign = useSignMessage();
  const { sendTransactionAsync: sendHeadless } = useFoyerSendTransaction();
  const wagmiSend = useSendTransaction();
  const [headless, setHeadless] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

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
      <p className="hint">
        Send 0.001 ETH to <code>{RECIPIENT}</code> on the emulator's local chain (fund the wallet first).
      </p>
      <div className="row">
        <button
          type="button"
          disabled={!wallets[0]}
          onClick={() =>
            void sendHeadless({ to: RECIPIENT, value: VALUE }, { showWalletUIs: false }).then(({ hash }) =>
              setSent(hash),
            )
          }
        >
          Send (headless)
        </button>
        <button
          type="button"
          disabled={account.status !== 'connected'}
          onClick={() => wagmiSend.sendTransaction({ to: RECIPIENT, value: VALUE })}
        >
          Send with wagmi
        </button>
      </div>
      {headless && <output data-testid="headless-signature">{headless}</output>}
      {wagmiSign.data && <output data-testid="wagmi-signature">{wagmiSign.data}</output>}
      {sent && <output data-testid="headless-send-hash">{sent}</output>}
      {wagmiSend.data && <output data-testid="wagmi-send-hash">{wagmiSend.data}</output>}
      {wagmiSend.error && (
        <p className="error" role="alert">
          wagmi: {wagmiSend.error.message}
        </p>
      )}
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
