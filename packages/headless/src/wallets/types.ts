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
import type {
  EthereumSendPreview,
  EthereumSendReceipt,
  SendTransactionUiOptions,
  SolanaSendPreview,
  SolanaSendReceipt,
  UnsignedTransactionRequest,
} from './sendTypes.ts';

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
  /** The wallet's id in the wallet API (`/api/v1/wallets/:id`) once delegated (`delegated`), else null. */
  id: string | null;
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

/** The chain a transaction is for, as an adapter knows it (a viem `Chain` fits). */
export interface SigningChain {
  id: number;
  name?: string;
  nativeCurrency?: { symbol: string; decimals: number };
  /** Where the chain's node answers (sending needs one). */
  rpcUrls?: { default?: { http: readonly string[] } };
}

/** An Ethereum transaction to sign, as the confirmation shows it. */
export interface EthereumTransactionSummary {
  chainId: number;
  /** The chain's name, when the adapter or the app's `supportedChains` know it. */
  chainName: string | null;
  /** What `value` is counted in: the chain's native currency, else ETH (18 decimals). */
  nativeCurrency: { symbol: string; decimals: number };
  /** Null: the transaction deploys a contract. */
  to: string | null;
  /** In the currency's smallest unit (wei). */
  value: bigint;
  /** The call data; null when there is none. */
  data: Hex | null;
}

/** One instruction of a Solana transaction (spec §3 'Solana preparation result' names). */
export type SolanaInstructionSummary =
  /** A System program transfer: `value` lamports to `toAccount`. */
  | { type: 'sol-transfer'; value: bigint; toAccount: string }
  /** Any other instruction: its program's address. */
  | { type: 'unknown'; program: string };

/** An EIP-7702 authorization to sign, as the confirmation shows it. */
export interface AuthorizationSummary {
  contract: Address;
  /** 0: valid on every chain. */
  chainId: number;
  /** The chain's name when the app knows it; null for 0 or an unknown chain. */
  chainName: string | null;
  nonce: number;
}

/** A signed EIP-7702 authorization: viem's `SignedAuthorization` (`address` is the contract). */
export interface SignedAuthorization {
  address: Address;
  chainId: number;
  nonce: number;
  r: Hex;
  s: Hex;
  yParity: number;
}

/** A Solana transaction to sign, as the confirmation shows it. */
export interface SolanaTransactionSummary {
  /** The first signer, who pays the fees. */
  feePayer: string;
  instructions: SolanaInstructionSummary[];
}

/**
 * What a signature signs, by kind: what the confirmation policy decides on and what the screen
 * shows. (Sending joins as its own kind with the transaction flows.)
 */
export type SigningRequest =
  /**
   * `personal_sign`: the UTF-8 text, or `0x` hex when the bytes are not UTF-8 (then `encoding` is
   * `'hex'`; absent, `message` is text, even text that looks like hex).
   */
  | { kind: 'message'; message: string; encoding?: 'hex' }
  /** `eth_signTypedData_v4`: the typed data as indented JSON. */
  | { kind: 'typed-data'; typedData: string }
  /** `eth_signTransaction`. */
  | { kind: 'transaction'; transaction: EthereumTransactionSummary }
  /** `secp256k1_sign`: a 32-byte hash, signed without a prefix; nothing says what it authorizes. */
  | { kind: 'raw-hash'; hash: Hex }
  /**
   * EIP-7702 (`eth_sign7702Authorization`): the wallet's account would run `contract`'s code on
   * `chainId` (0: on every chain) from `nonce` on, until replaced: the contract can then move
   * everything the wallet holds.
   */
  | { kind: 'authorization'; authorization: AuthorizationSummary }
  /**
   * A wallet-API request signed as the user (`privy:user-signer:sign`, `useAuthorizationSignature`):
   * what the provider will do when the app sends it (`body` as indented JSON).
   */
  | { kind: 'wallet-api-request'; request: { method: string; url: string; body: string } }
  /** A Solana message: the UTF-8 text, or `0x` hex when the bytes are not UTF-8 (`encoding: 'hex'`). */
  | { kind: 'solana-message'; message: string; encoding?: 'hex' }
  /** A Solana transaction (legacy or v0). */
  | { kind: 'solana-transaction'; transaction: SolanaTransactionSummary }
  /**
   * `eth_sendTransaction`: prepared (nonce, gas, fees filled in) and decoded before it is shown.
   * `recheckFunds()` reads the wallet's balance again (after 'Add funds'): true when it now covers
   * the total, and approving is then allowed.
   */
  | { kind: 'send-transaction'; preview: EthereumSendPreview; recheckFunds?: () => Promise<boolean> }
  /** A Solana transaction to sign and send: decoded, its fee and the scan; `recheckFunds()` as for Ethereum. */
  | { kind: 'send-solana-transaction'; preview: SolanaSendPreview; recheckFunds?: () => Promise<boolean> };
export type SigningKind = SigningRequest['kind'];
/** The kinds that send: approving them signs, broadcasts and waits for the chain's receipt. */
export type SendKind = 'send-transaction' | 'send-solana-transaction';

/** What approving a request of `Kind` resolves with: a send's receipt, else nothing. */
export type ApproveResult<Kind extends SigningKind> = Kind extends 'send-transaction'
  ? EthereumSendReceipt
  : Kind extends 'send-solana-transaction'
    ? SolanaSendReceipt
    : undefined;

/**
 * A confirmation the headless layer asks a mounted UI for, when wallet UIs are on: what is signed
 * (by `kind`), by which wallet, with the call's copy. The UI shows it, then calls `approve()`
 * (signs; the caller's promise resolves with the result; on failure it rejects with a `FoyerError`
 * and the request stays open, so the UI may offer a retry) or `reject()` (the user closed it: the
 * caller's promise rejects with `user_rejected_request`). Calls after the request settled do nothing.
 */
export type WalletUiRequest<Kind extends SigningKind = SigningKind> = Kind extends SigningKind
  ? Extract<SigningRequest, { kind: Kind }> & {
      id: string;
      wallet: EmbeddedWallet;
      uiOptions: Kind extends SendKind ? SendTransactionUiOptions : SignMessageUiOptions;
      approve(): Promise<ApproveResult<Kind>>;
      reject(): void;
    }
  : never;

/**
 * What the adapters sign with (`embeddedWalletSigner(core)`). Every call passes the confirmation
 * policy before it reaches the wallet iframe: with wallet UIs on and a UI mounted, it waits for the
 * user, and rejects with `user_rejected_request` when they close the screen.
 */
export interface EmbeddedWalletSigner {
  /**
   * Signs one EVM request with the given wallet through the iframe; resolves the 0x result.
   * `chain`: the chain the adapter is on, to name it on a transaction's confirmation.
   */
  ethereumRpc(wallet: EmbeddedEthereumWallet, request: EthereumRpcRequest, chain?: SigningChain): Promise<Hex>;
  /**
   * Sends a transaction (`eth_sendTransaction`) with the given wallet on `chain` (its `rpcUrls`, else
   * the app's chain of that id): prepared, confirmed, signed, broadcast; resolves the hash once the
   * chain has its receipt.
   */
  sendTransaction(
    wallet: EmbeddedEthereumWallet,
    transaction: UnsignedTransactionRequest,
    chain: SigningChain,
  ): Promise<Hex>;
  /** Signs bytes with the given Solana wallet; resolves the 64-byte ed25519 signature. */
  solanaSignMessage(wallet: EmbeddedSolanaWallet, message: Uint8Array): Promise<Uint8Array>;
  /**
   * Signs a serialized Solana transaction (legacy or v0) with the given wallet, one of its signers;
   * resolves the transaction with the signature in the wallet's slot.
   */
  solanaSignTransaction(wallet: EmbeddedSolanaWallet, transaction: Uint8Array): Promise<Uint8Array>;
  /**
   * Sends a serialized Solana transaction with the given wallet through the send flow: the
   * blockhash filled in when empty or stale, simulated, decoded, scanned, confirmed per the policy,
   * signed and sent; resolves its signature (base58) once the cluster has it. `chain`: the Wallet
   * Standard chain (`solana:localnet`), to pick the app's cluster of that name.
   */
  solanaSignAndSendTransaction(wallet: EmbeddedSolanaWallet, transaction: Uint8Array, chain?: string): Promise<string>;
}
