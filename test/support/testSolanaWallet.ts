import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import type {
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardConnectFeature, StandardDisconnectFeature } from '@wallet-standard/features';
import { signTransactionBytes } from '../../packages/headless/src/solana/transaction.ts';

export interface TestSolanaWalletOptions {
  /** Default 'Test Wallet'. */
  name?: string;
  /** A 32-byte ed25519 seed; default a random one. */
  secretKey?: Uint8Array;
  /** Offer `solana:signMessage` (default true). A Ledger-like wallet offers only transactions. */
  signMessage?: boolean;
  /** Offer `solana:signTransaction` (default true). */
  signTransaction?: boolean;
  /** Chains of the wallet and its account; default `['solana:mainnet']`. */
  chains?: `${string}:${string}`[];
  /** Connect gives no account (e.g. Phantom with multichain off). */
  noAccounts?: boolean;
}

const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=' as const;

/**
 * A Wallet Standard Solana wallet for tests, signing for real with an ed25519 key (@noble/curves):
 * `standard:connect`, `standard:disconnect`, `solana:signMessage`, `solana:signTransaction`.
 * `rejectNext()` makes the next prompt fail as a user's refusal (code 4001) does.
 */
export function createTestSolanaWallet(options: TestSolanaWalletOptions = {}) {
  const secretKey = options.secretKey ?? ed25519.utils.randomPrivateKey();
  const publicKey = ed25519.getPublicKey(secretKey);
  const address = base58.encode(publicKey);
  const chains = options.chains ?? ['solana:mainnet'];
  let rejecting = false;
  const calls = { connect: 0, signMessage: 0, signTransaction: 0 };
  const refuse = () => {
    if (!rejecting) return;
    rejecting = false;
    throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
  };

  const account: WalletAccount = {
    address,
    publicKey,
    chains,
    features: ['solana:signMessage', 'solana:signTransaction'],
  };
  const features: {
    -readonly [K in keyof (StandardConnectFeature &
      StandardDisconnectFeature &
      SolanaSignMessageFeature &
      SolanaSignTransactionFeature)]?: (StandardConnectFeature &
      StandardDisconnectFeature &
      SolanaSignMessageFeature &
      SolanaSignTransactionFeature)[K];
  } = {
    'standard:connect': {
      version: '1.0.0',
      async connect() {
        calls.connect++;
        refuse();
        return { accounts: options.noAccounts ? [] : [account] };
      },
    },
    'standard:disconnect': { version: '1.0.0', async disconnect() {} },
  };
  if (options.signMessage !== false) {
    features['solana:signMessage'] = {
      version: '1.1.0',
      async signMessage(...inputs: readonly SolanaSignMessageInput[]) {
        calls.signMessage++;
        refuse();
        return inputs.map(({ message }) => ({
          signedMessage: message,
          signature: ed25519.sign(message, secretKey),
          signatureType: 'ed25519' as const,
        }));
      },
    };
  }
  if (options.signTransaction !== false) {
    features['solana:signTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: readonly SolanaSignTransactionInput[]) {
        calls.signTransaction++;
        refuse();
        return Promise.all(
          inputs.map(async ({ transaction }) => ({
            signedTransaction: await signTransactionBytes(transaction, publicKey, async (m) =>
              ed25519.sign(m, secretKey),
            ),
          })),
        );
      },
    };
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Test Wallet',
    icon: ICON,
    chains,
    features,
    accounts: [],
  };
  return {
    wallet,
    address,
    publicKey,
    calls,
    /** The next connect or signing prompt fails as a refusal. */
    rejectNext() {
      rejecting = true;
    },
  };
}
