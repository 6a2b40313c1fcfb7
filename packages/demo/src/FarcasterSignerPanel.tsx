import { useAuth, useFarcasterSigner } from '@foyer/headless';
import { useFarcasterSignerModal } from '@foyer/ui';
import { useState } from 'react';

const hex = (bytes: Uint8Array) => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;

/**
 * The Farcaster signer: 'Add a signer to Farcaster' in the modal (the emulator's relay page approves
 * it, as the Farcaster app would), then a cast hash (20 random bytes, as a Farcaster message hash)
 * signed with it in the wallet iframe; the signature shows below.
 */
export default function FarcasterSignerPanel() {
  const { user } = useAuth();
  const [outcome, setOutcome] = useState<string | null>(null);
  const [cast, setCast] = useState<{ hash: string; signature: string } | null>(null);
  const { requestFarcasterSignerFromWarpcast } = useFarcasterSignerModal({
    onSuccess: () => setOutcome('done'),
    onError: (error) => setOutcome(error.code),
  });
  const { signFarcasterMessage } = useFarcasterSigner();
  const signerKey = user?.farcaster?.signerPublicKey ?? null;

  // Never rejects: the settled snapshot holds the signature, or the FoyerError.
  const signCast = async () => {
    const hash = crypto.getRandomValues(new Uint8Array(20));
    const signed = await signFarcasterMessage(hash);
    if (signed.status === 'done') setCast({ hash: hex(hash), signature: hex(signed.result) });
    if (signed.status === 'error') setOutcome(signed.error.code);
  };

  return (
    <section className="card" aria-label="Farcaster signer">
      <h2>Farcaster signer</h2>
      <p className="hint">
        Let this app cast for your Farcaster account: a signer key your wallet holds, approved in the Farcaster app (the
        emulator's relay page).
      </p>
      <div className="row">
        <button type="button" disabled={!user?.farcaster} onClick={requestFarcasterSignerFromWarpcast}>
          Add a Farcaster signer
        </button>
        <button type="button" disabled={!signerKey} onClick={() => void signCast()}>
          Sign a cast hash
        </button>
      </div>
      {signerKey && (
        <p className="hint">
          Signer <code data-testid="farcaster-signer-key">{signerKey}</code>
        </p>
      )}
      {cast && (
        <dl className="hint" data-testid="farcaster-cast">
          <dt>Cast hash</dt>
          <dd>
            <code data-testid="farcaster-cast-hash">{cast.hash}</code>
          </dd>
          <dt>Signature</dt>
          <dd>
            <code data-testid="farcaster-cast-signature">{cast.signature}</code>
          </dd>
        </dl>
      )}
      {outcome && <output data-testid="farcaster-signer-outcome">{outcome}</output>}
    </section>
  );
}
