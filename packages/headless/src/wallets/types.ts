/**
 * The public shapes of embedded wallets (spec wallets-and-mfa.md §3, reference §3.4–§3.5), shared
 * by the hooks, the ecosystem adapters (`/ethereum`, `/wagmi`, `/solana`) and `@foyer/ui`.
 */
import type {
  EntropyIdVerifier,
  EthereumRpcRequest,
  WalletChainType,
  WalletRecoveryMethod,
} from '../core/wallets/protocol.ts';

export type Hex = `0x${string}`;

/**
 * An Ethereum address, `0x` and 40 hex digits: the same type as viem's `Address`, so the kit's
 * addresses go to viem (`verifyMessage({ address: wallet.address, … })`) as they are, with no viem
 * needed by apps that do not use it.
 */
export type Address = `0x${string}`;

/** A wallet's address type on a chain: an `Address` on Ethereum, a base58 string on Solana. */
export type WalletAddress<Chain extends WalletChainType> = Chain extends 'ethereum' ? Address : string;

/** An embedded wallet of the logged-in user: one HD account of the user's entropy. */
export interface EmbeddedWallet<Chain extends WalletChainType = WalletChainType> {
  /** `0x…` (checksummed, viem's `Address`) for Ethereum, the base58 public key for Solana. */
  address: WalletAddress<Chain>;
  chainType: Chain;
  walletClientType: 'privy';
  connectorType: 'embedded';
  /** 0 for the primary wallet, then the highest existing index + 1. */
  walletIndex: number;
  imported: boolean;
  delegated: boolean;
  recoveryMethod: WalletRecoveryMethod;
  entropyId: string;
  entropyIdVerifier: EntropyIdVerifier;
  hdWalletIndex: number;
}
export type EmbeddedEthereumWallet = EmbeddedWallet<'ethereum'>;
export type EmbeddedSolanaWallet = EmbeddedWallet<'solana'>;

/** EIP-712 typed data, as `eth_signTypedData_v4` takes it. */
export interface TypedData {
  domain?: Record<string, unknown>;
  types: Record<string, { name: string; type: string }[]>;
  primaryType: string;
  message: Record<string, unknown>;
}

/** Per-call copy of the signing screen (spec §3 'Sign message data'). */
export interface SignMessageUiOptions {
  title?: string;
  description?: string;
  buttonText?: string;
  iconUrl?: string;
  /** Whether the screen offers a way out before signing (default true). */
  isCancellable?: boolean;
}

export interface WalletCallOptions {
  /** Which embedded wallet signs; default the primary (index 0) one of that chain. */
  address?: string;
  uiOptions?: SignMessageUiOptions;
  /** Per call, then `config.embeddedWallets.showWalletUIs`, then the server's `enforce_wallet_uis`. */
  showWalletUIs?: boolean;
}

export type CreateWalletOptions =
  | { chainType?: WalletChainType; createAdditional?: boolean }
  | { chainType?: WalletChainType; walletIndex: number };

/**
 * A private key to import as an embedded wallet (reference §3.4 `useImportWallet`): Ethereum `0x`
 * followed by 64 hex digits, Solana the base58 secret key (64-byte keypair or 32-byte seed). It goes
 * to the wallet iframe only; the kit keeps it nowhere.
 */
export interface ImportWalletOptions {
  privateKey: string;
  /** Default `'ethereum'`. */
  chainType?: WalletChainType;
}

/**
 * A confirmation the headless layer asks a mounted UI for, when wallet UIs are on. The UI shows it,
 * then calls `approve()` (signs; the caller's promise resolves with the result; on failure it
 * rejects with a `FoyerError` and the request stays open, so the UI may offer a retry) or `reject()`
 * (the user closed it: the caller's promise rejects with `user_rejected_request`). Calls after the
 * request settled do nothing.
 */
export interface WalletUiRequest {
  id: string;
  kind: 'sign-message';
  method: 'personal_sign' | 'eth_signTypedData_v4' | 'solana_signMessage';
  /** What the user reads: the UTF-8 message, the typed data as indented JSON, or a hex dump. */
  displayMessage: string;
  wallet: EmbeddedWallet;
  uiOptions: SignMessageUiOptions;
  approve(): Promise<void>;
  reject(): void;
}

/** What the adapters need from the embedded-wallet runtime. */
export interface EmbeddedWalletSigner {
  /** Signs one EVM request with the given wallet through the iframe; resolves the 0x result. */
  ethereumRpc(wallet: EmbeddedEthereumWallet, request: EthereumRpcRequest): Promise<Hex>;
  /** Signs bytes with the given Solana wallet; resolves the 64-byte ed25519 signature. */
  solanaSignMessage(wallet: EmbeddedSolanaWallet, message: Uint8Array): Promise<Uint8Array>;
}
