import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import type { Wallet, WindowAppReadyEventAPI, WindowRegisterWalletEvent } from '@wallet-standard/base';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalWalletSigner, embeddedWallet } from '../../../../test/support/localWalletSigner.ts';
import type { EmbeddedWalletSource, EmbeddedWalletsSnapshot } from '../ethereum/walletSource.ts';
import type { EmbeddedSolanaWallet } from '../wallets/types.ts';
import { registerEmbeddedSolanaWallet } from './register.ts';
import { createSolanaStandardWallet, type SolanaStandardWallet } from './standardWallet.ts';

function controllableSource(initial: EmbeddedWalletsSnapshot<EmbeddedSolanaWallet>) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  const source: EmbeddedWalletSource<EmbeddedSolanaWallet> = {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: EmbeddedWalletsSnapshot<EmbeddedSolanaWallet>) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return { source, set };
}

/** The app side of the standard, as `@wallet-standard/app` does it: a registry and both window events. */
function appRegistry() {
  const wallets = new Set<Wallet>();
  const api: WindowAppReadyEventAPI = {
    register(wallet) {
      wallets.add(wallet);
      return () => wallets.delete(wallet);
    },
  };
  const onRegister = (event: Event) => (event as WindowRegisterWalletEvent).detail(api);
  window.addEventListener('wallet-standard:register-wallet', onRegister);
  return {
    wallets,
    announceReady: () =>
      window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }) as unknown as Event),
    stop: () => window.removeEventListener('wallet-standard:register-wallet', onRegister),
  };
}

/** A minimal transaction: `signerKeys` sign; one instruction to a program key; legacy or v0. */
function transaction(signerKeys: Uint8Array[], version: 'legacy' | 0): Uint8Array {
  const program = new Uint8Array(32).fill(7);
  const blockhash = new Uint8Array(32).fill(9);
  const keys = [...signerKeys, program];
  const message = [
    ...(version === 0 ? [0x80] : []),
    signerKeys.length,
    0,
    1,
    keys.length,
    ...keys.flatMap((k) => [...k]),
    ...blockhash,
    1,
    keys.length - 1,
    1,
    0,
    2,
    0xaa,
    0xbb,
    ...(version === 0 ? [0] : []),
  ];
  return new Uint8Array([signerKeys.length, ...new Uint8Array(64 * signerKeys.length), ...message]);
}

describe('the embedded Solana wallet as a Wallet Standard wallet', () => {
  const signer = createLocalWalletSigner();
  const { wallet, publicKey } = signer.solana;
  let created: SolanaStandardWallet | undefined;
  afterEach(() => created?.destroy());

  it('has a name, an SVG data-URI icon, the Solana chains and the features', () => {
    created = createSolanaStandardWallet({
      wallets: controllableSource({ ready: true, wallets: [wallet] }).source,
      signer,
    });
    expect(created).toMatchObject({
      version: '1.0.0',
      name: 'Foyer',
      chains: ['solana:mainnet', 'solana:devnet', 'solana:testnet'],
    });
    expect(created.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(created.icon.split(',')[1]!)).toContain('<svg');
    expect(Object.keys(created.features).sort()).toEqual([
      'foyer:embedded',
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ]);
    expect(created.accounts).toEqual([]);
  });

  it('connects (after the session settles) to accounts with the public key bytes; signMessage verifies with ed25519', async () => {
    const { source, set } = controllableSource({ ready: false, wallets: [] });
    created = createSolanaStandardWallet({ wallets: source, signer });
    const connecting = created.features['standard:connect'].connect();
    set({ ready: true, wallets: [wallet] });
    const { accounts } = await connecting;
    expect(accounts).toHaveLength(1);
    const [account] = accounts;
    expect(account).toMatchObject({
      address: wallet.address,
      chains: created.chains,
      features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
    });
    expect(account!.publicKey).toEqual(publicKey);
    expect(base58.encode(Uint8Array.from(account!.publicKey))).toBe(wallet.address);
    expect(created.accounts[0]).toBe(account);
    expect(Object.isFrozen(account)).toBe(true);

    const message = new TextEncoder().encode('Sign in to Foyer');
    const [output] = await created.features['solana:signMessage'].signMessage({ account: account!, message });
    expect(output!.signedMessage).toEqual(message);
    expect(output!.signatureType).toBe('ed25519');
    expect(ed25519.verify(output!.signature, message, Uint8Array.from(account!.publicKey))).toBe(true);
  });

  it.each(['legacy', 0] as const)(
    'signs a %s transaction in the signer slot; the signature verifies over the message',
    async (version) => {
      created = createSolanaStandardWallet({
        wallets: controllableSource({ ready: true, wallets: [wallet] }).source,
        signer,
      });
      const { accounts } = await created.features['standard:connect'].connect();
      const other = ed25519.getPublicKey(ed25519.utils.randomPrivateKey());
      const unsigned = transaction([other, publicKey], version);
      const [{ signedTransaction }] = (await created.features['solana:signTransaction'].signTransaction({
        account: accounts[0]!,
        transaction: unsigned,
      })) as [{ signedTransaction: Uint8Array }];
      const message = unsigned.subarray(1 + 128);
      expect(signedTransaction.subarray(1 + 128)).toEqual(message);
      expect(signedTransaction.subarray(1, 65)).toEqual(new Uint8Array(64));
      expect(ed25519.verify(signedTransaction.subarray(65, 129), message, publicKey)).toBe(true);
      await expect(
        created.features['solana:signTransaction'].signTransaction({
          account: accounts[0]!,
          transaction: transaction([other], version),
        }),
      ).rejects.toThrow(/not a signer/);
    },
  );

  it('follows the source once connected: change on logout and login; disconnect empties the accounts', async () => {
    const { source, set } = controllableSource({ ready: true, wallets: [wallet] });
    created = createSolanaStandardWallet({ wallets: source, signer });
    const changes: string[][] = [];
    const off = created.features['standard:events'].on('change', ({ accounts }) =>
      changes.push((accounts ?? []).map((a) => a.address)),
    );
    set({ ready: true, wallets: [] });
    expect(changes).toEqual([]);
    set({ ready: true, wallets: [wallet] });
    await created.features['standard:connect'].connect();
    const second = embeddedWallet('solana', base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey())), 1);
    set({ ready: true, wallets: [wallet, second] });
    set({ ready: true, wallets: [] });
    expect(created.accounts).toEqual([]);
    set({ ready: true, wallets: [wallet] });
    await created.features['standard:disconnect'].disconnect();
    off();
    set({ ready: true, wallets: [] });
    expect(changes).toEqual([[wallet.address], [wallet.address, second.address], [], [wallet.address], []]);
  });

  it('refuses accounts it has not connected, and passes a rejection through', async () => {
    created = createSolanaStandardWallet({
      wallets: controllableSource({ ready: true, wallets: [wallet] }).source,
      signer,
    });
    const account = { address: wallet.address, publicKey, chains: [], features: [] } as const;
    const message = new Uint8Array([1]);
    await expect(created.features['solana:signMessage'].signMessage({ account, message })).rejects.toMatchObject({
      code: 'embedded_wallet_not_found',
    });
    await created.features['standard:connect'].connect();
    signer.rejecting = true;
    await expect(created.features['solana:signMessage'].signMessage({ account, message })).rejects.toMatchObject({
      code: 'user_rejected_request',
    });
    signer.rejecting = false;
  });
});

describe('registerEmbeddedSolanaWallet', () => {
  const signer = createLocalWalletSigner();
  const source = () => controllableSource({ ready: true, wallets: [signer.solana.wallet] }).source;

  it('reaches an app that is already listening (register-wallet) and one that loads later (app-ready); unregisters from both', () => {
    const early = appRegistry();
    const unregister = registerEmbeddedSolanaWallet({ wallets: source(), signer, name: 'Demo' });
    expect([...early.wallets].map((w) => w.name)).toEqual(['Demo']);

    const late = appRegistry();
    expect(late.wallets.size).toBe(0);
    late.announceReady();
    expect([...late.wallets].map((w) => w.name)).toEqual(['Demo']);

    unregister();
    expect(early.wallets.size).toBe(0);
    expect(late.wallets.size).toBe(0);
    late.announceReady();
    expect(late.wallets.size).toBe(0);
    early.stop();
    late.stop();
  });

  it('touches nothing on import: registering is what dispatches', async () => {
    vi.resetModules();
    const dispatch = vi.spyOn(window, 'dispatchEvent');
    const entry = await import('../exports/solana.ts');
    expect(entry.registerEmbeddedSolanaWallet).toBeTypeOf('function');
    expect(dispatch).not.toHaveBeenCalled();
    dispatch.mockRestore();
  });
});
