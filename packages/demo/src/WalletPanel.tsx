import {
  useSign7702Authorization,
  useSignMessage,
  useSignRawHash,
  useSignTypedData,
  useSolanaSignMessage,
  useSolanaWallets,
  useWallets,
} from '@foyer/headless';
import { useState } from 'react';
import { DEMO_7702_CONTRACT, DEMO_RAW_HASH, demoTypedData } from './typedData.ts';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/**
 * The logged-in user's embedded wallets, with signing through the modal's confirmation screen
 * (wallet UIs on). Loaded only once someone is logged in, so the page's startup JS stays the same.
 */
export default function WalletPanel() {
  const { wallets } = useWallets();
  const { wallets: solanaWallets } = useSolanaWallets();
  const { signMessageAsync } = useSignMessage();
  const { signTypedDataAsync } = useSignTypedData();
  const { signMessageAsync: signSolanaMessageAsync } = useSolanaSignMessage();
  const { signRawHashAsync } = useSignRawHash();
  const { signAuthorizationAsync } = useSign7702Authorization();
  const [result, setResult] = useState<{ kind: string; value: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ethereum = wallets[0];
  const solana = solanaWallets[0];

  const run = (kind: string, sign: () => Promise<string>) => {
    setError(null);
    sign().then(
      (value) => setResult({ kind, value }),
      (failure: { code?: string }) => setError(failure.code ?? 'error'),
    );
  };

  return (
    <section className="card" aria-label="Wallets">
      <h2>Embedded wallets</h2>
      <p className="hint">Created at login. Each signature asks in the modal first.</p>
      <dl className="addresses">
        <dt>Ethereum</dt>
        <dd>
          <code data-testid="ethereum-address">{ethereum?.address ?? '…'}</code>
        </dd>
        <dt>Solana</dt>
        <dd>
          <code data-testid="solana-address">{solana?.address ?? '…'}</code>
        </dd>
      </dl>
      <div className="row">
        <button
          type="button"
          disabled={!ethereum}
          onClick={() =>
            run('message', async () => (await signMessageAsync({ message: 'Hello from the Foyer demo' })).signature)
          }
        >
          Sign a message
        </button>
        <button
          type="button"
          disabled={!ethereum}
          onClick={() => run('typed-data', async () => (await signTypedDataAsync(demoTypedData)).signature)}
        >
          Sign typed data
        </button>
        <button
          type="button"
          disabled={!solana}
          onClick={() =>
            run('solana', async () =>
              toBase64(
                (await signSolanaMessageAsync({ message: new TextEncoder().encode('Hello from Solana') })).signature,
              ),
            )
          }
        >
          Sign a Solana message
        </button>
        <button
          type="button"
          disabled={!ethereum}
          onClick={() => run('raw-hash', async () => (await signRawHashAsync({ hash: DEMO_RAW_HASH })).signature)}
        >
          Sign a raw hash
        </button>
        <button
          type="button"
          disabled={!ethereum}
          onClick={() =>
            run('authorization', async () =>
              JSON.stringify(await signAuthorizationAsync({ contractAddress: DEMO_7702_CONTRACT })),
            )
          }
        >
          Authorize a contract (EIP-7702)
        </button>
      </div>
      {result && (
        <output data-testid="signature" data-kind={result.kind}>
          {result.value}
        </output>
      )}
      {error && (
        <p className="error" role="alert" data-code={error}>
          Not signed ({error}).
        </p>
      )}
    </section>
  );
}
