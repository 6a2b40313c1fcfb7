import type { WireFarcasterSignerInit } from '../api/routes/farcaster.ts';

/**
 * The embedded-wallet iframe protocol (reference §6): what the parent page posts to the wallet
 * iframe and what it answers. Types only, plus the constants both sides need. The iframe lives on
 * the provider's origin (the emulator serves one); key material never crosses `postMessage`.
 */

/** Every event name starts with this; the parent ignores any message whose `event` does not. */
export const IFRAME_EVENT_PREFIX = 'privy:';

/** `/apps/{appId}/embedded-wallets?caid=…&client_id=…` on the provider's origin (reference §6.1). */
export const WALLET_IFRAME_PATH = '/apps/:app_id/embedded-wallets';
/**
 * The export page (spec §2 'Export wallet', reference §6.1), on the wallet iframe's origin and shown
 * inside the modal: it shows the key itself, so the key never reaches the app's page. Query:
 * `EXPORT_QUERY`; the access token travels in the fragment (`#token=…`), never the query.
 */
export const WALLET_EXPORT_PATH = '/apps/:app_id/embedded-wallets/export';
/** The export page's query (reference §6.1): which wallet, and whether its seed phrase may be shown. */
export interface ExportQuery {
  v: '1';
  entropy_id: string;
  entropy_id_verifier: EntropyIdVerifier;
  /** The wallet's index on its chain (`walletIndex`); an imported wallet: 0. */
  hd_wallet_index: string;
  chain_type: WalletChainType;
  client_id?: string;
  /** `'true'`: the page offers the HD seed phrase too (never for an imported key). */
  phrase_export?: 'true';
  /** The modal's theme, for the page's colours. */
  theme?: 'light' | 'dark';
}

/** Reference §6.2 and spec §9: readiness ping, and each event's deadline. */
export const IFRAME_TIMEOUT_MS = {
  /** The parent repeats `privy:iframe:ready` this often until it is answered… */
  readyPollInterval: 150,
  /** …for at most this long. */
  ready: 15_000,
  /** Creation, signing (EVM) and delegation. */
  create: 30_000,
  sign: 30_000,
  /** Import and Solana signing. */
  import: 15_000,
  solanaSign: 15_000,
  /** Recovery and set-recovery (reference §6.2). */
  recover: 60_000,
  /** Anything else. */
  default: 15_000,
} as const;

/**
 * The header the wallet iframe sends its MFA token in (`routes/mfa.ts`) on the routes that need MFA;
 * here, not in `HEADER`, which every page loads at startup.
 */
export const MFA_TOKEN_HEADER = 'privy-mfa-token';

/** Wallet MFA (spec §9, reference §6.3): shared by the kit, the iframe and the provider. */
export const MFA_LIMITS = {
  /** Codes a user may submit for one guarded request; the provider locks verification after as many wrong ones in a row. */
  maxAttempts: 4,
  /** How long a guarded request waits for the user's code before `mfa_timeout`. */
  codeWaitMs: 300_000,
  /** SMS and authenticator-app codes. */
  codeLength: 6,
  /** An MFA token's life: the wallet works on this device without MFA for this long after a verification. */
  tokenTtlMs: 15 * 60_000,
  /** How long the provider refuses verification after `maxAttempts` wrong codes. */
  lockoutMs: 10_000,
} as const;

/** Error `type` values the iframe answers with (reference §3.16, spec §8 'Wallet error types'). */
export const walletErrorTypes = [
  'error',
  'invalid_request_arguments',
  'wallet_not_on_device',
  'invalid_recovery_pin',
  'insufficient_funds',
  'missing_or_invalid_mfa',
  'mfa_verification_max_attempts_reached',
  'mfa_timeout',
  'twilio_verification_failed',
] as const;
export type WalletErrorType = (typeof walletErrorTypes)[number];

export type WalletChainType = 'ethereum' | 'solana';
/** Which address an entropy id is: the first wallet created from that entropy (reference §6.4). */
export type EntropyIdVerifier = 'ethereum-address-verifier' | 'solana-address-verifier';
export type WalletRecoveryMethod =
  | 'privy'
  | 'privy-v2'
  | 'user-passcode'
  | 'google-drive'
  | 'icloud'
  | 'recovery-encryption-key';

/** Optional MFA fields merged into MFA-capable requests on retry (reference §6.3). */
export interface MfaFields {
  mfaMethod?: 'sms' | 'totp' | 'passkey';
  mfaCode?: string | Record<string, unknown>;
  relyingParty?: string;
}

/** Recovery fields of create / recover / set-recovery (user-owned recovery; absent = automatic). */
export interface RecoveryFields {
  recoveryMethod?: WalletRecoveryMethod;
  recoveryPassword?: string;
  recoveryAccessToken?: string;
  recoveryPin?: string;
  recoveryKey?: string;
}

/** Which HD entropy (and so which user key) a request is about. */
export interface EntropyRef {
  entropyId: string;
  entropyIdVerifier: EntropyIdVerifier;
}

/** JSON-RPC requests the iframe signs for an Ethereum wallet (reference §6.4 'Iframe RPC methods'). */
export type EthereumRpcRequest =
  /** `message`: a 0x-prefixed hex string is signed as bytes, anything else as UTF-8 text. */
  | { method: 'personal_sign'; params: [message: string, address: string] }
  /** `typedData`: an EIP-712 object or its JSON string. */
  | { method: 'eth_signTypedData_v4'; params: [address: string, typedData: string | Record<string, unknown>] }
  /** Signs a 32-byte hash without a prefix (used by viem's `sign`). */
  | { method: 'secp256k1_sign'; params: [hash: `0x${string}`] }
  /** A transaction with quantities as 0x hex strings; answers the serialized signed transaction. */
  | { method: 'eth_signTransaction'; params: [transaction: Record<string, unknown>] }
  /**
   * EIP-7702: authorizes `contract`'s code for the wallet on `chainId` (0: every chain) at `nonce`;
   * answers the 65-byte signature (r ‖ s ‖ v, v = 27 + yParity) of `keccak256(0x05 ‖ rlp([chainId, contract, nonce]))`.
   */
  | {
      method: 'eth_sign7702Authorization';
      params: [authorization: { contract: `0x${string}`; chainId: number; nonce: number }];
    };

/** Requests the iframe signs for a Solana wallet: `message` is base64. */
export type SolanaRpcRequest = { method: 'signMessage'; params: { message: string } };

export type EthereumRpcResponse = { method: EthereumRpcRequest['method']; data: `0x${string}` };
/** `signature`: base64 of the 64-byte ed25519 signature. */
export type SolanaRpcResponse = { method: 'signMessage'; data: { signature: string } };

/**
 * Every event: its request `data` and success `data` (reference §6.4). `accessToken` is the
 * current access token of the logged-in user; the iframe sends it to the provider to release the
 * user's auth share.
 */
export interface IframeEvents {
  'privy:iframe:ready': { request: Record<string, never>; response: Record<string, never> };
  'privy:wallet:create': {
    request: { accessToken: string; solanaAddress?: string } & RecoveryFields;
    response: { address: string };
  };
  'privy:solana-wallet:create': {
    request: { accessToken: string; ethereumAddress?: string } & RecoveryFields & MfaFields;
    response: { publicKey: string };
  };
  'privy:wallets:add': {
    request: { accessToken: string; chainType: WalletChainType; hdWalletIndex: number } & EntropyRef;
    response: { address: string };
  };
  'privy:wallets:import': {
    request: { accessToken: string; privateKey: string; chainType: WalletChainType };
    response: { address: string };
  };
  /** Loads the key on this device; answers `wallet_not_on_device` when it has no device share. */
  'privy:wallets:connect': {
    request: { accessToken: string } & EntropyRef;
    response: { entropyId: string };
  };
  /** Rebuilds the key from the auth and recovery shares and writes a new device share. */
  'privy:wallets:recover': {
    request: { accessToken: string; recoverySecretOverride?: string } & EntropyRef & RecoveryFields & MfaFields;
    response: { entropyId: string };
  };
  'privy:wallets:set-recovery': {
    request: {
      accessToken: string;
      existingRecoveryMethod?: WalletRecoveryMethod;
      recoveryMethod: WalletRecoveryMethod;
      recoverySecretOverride?: string;
      iCloudRecordNameOverride?: string;
    } & EntropyRef &
      Omit<RecoveryFields, 'recoveryMethod'> &
      MfaFields;
    response: EntropyRef & { recoveryMethod: WalletRecoveryMethod };
  };
  'privy:wallets:rpc': {
    request: {
      accessToken: string;
      hdWalletIndex: number;
      requesterAppId?: string;
    } & EntropyRef &
      MfaFields &
      ({ chainType: 'ethereum'; request: EthereumRpcRequest } | { chainType: 'solana'; request: SolanaRpcRequest });
    response:
      | { address: string; chainType: 'ethereum'; response: EthereumRpcResponse }
      | { address: string; chainType: 'solana'; response: SolanaRpcResponse };
  };
  /**
   * Signs a wallet-API request as the user (reference §6.6): `message` is base64 of the request's
   * canonical JSON (`core/wallets/authorization.ts`); the key is the user signer derived from the
   * entropy (`EntropyRef`, the user's HD entropy). Answers base64 of the DER ECDSA P-256 signature.
   */
  'privy:user-signer:sign': {
    request: { accessToken: string; message: string; requesterAppId?: string } & EntropyRef & MfaFields;
    response: { signature: string };
  };
  /**
   * The user's consent to delegated actions: the iframe loads the key (MFA-gated like signing), seals
   * a fresh share of the entropy to the provider's enclave key (`GET /api/v1/wallets/tee_key`) and
   * posts it with the delegated wallets to `POST /api/v1/wallets/delegate`. `rootWallet` is the
   * entropy's first wallet (its address is the entropy id). Answers the wallets' server ids.
   */
  'privy:delegated-actions:consent': {
    request: {
      accessToken: string;
      rootWallet: { address: string; chainType: WalletChainType; imported: boolean };
      delegatedWallets: { address: string; chainType: WalletChainType; walletIndex: number }[];
    } & EntropyRef &
      MfaFields;
    response: { success: boolean; wallets: { address: string; id: string }[] };
  };
  'privy:mfa:verify': { request: { accessToken: string } & MfaFields; response: Record<string, never> };
  'privy:mfa:init-enrollment': {
    request: { accessToken: string } & ({ method: 'sms'; phoneNumber: string } | { method: 'totp' });
    response: { method: 'sms' | 'totp'; secret?: string; authUrl?: string };
  };
  'privy:mfa:submit-enrollment': {
    request: { accessToken: string } & (
      | { method: 'sms'; code: string; phoneNumber: string }
      | { method: 'totp'; code: string }
      | { method: 'passkey'; credentialIds: string[]; removeForLogin?: boolean }
    );
    response: Record<string, never>;
  };
  'privy:mfa:unenroll': {
    request: { accessToken: string; method: 'sms' | 'totp' } & MfaFields;
    response: Record<string, never>;
  };
  'privy:mfa:clear': { request: { userId: string }; response: Record<string, never> };
  'privy:auth:unlink-passkey': {
    request: { accessToken: string; credentialId: string; removeAsMfa?: boolean } & MfaFields;
    response: Record<string, never>;
  };
  /**
   * Farcaster signer (reference §6.4): the iframe derives an ed25519 key from the key of the
   * Ethereum wallet `address` (at `hdWalletIndex` of the entropy; `null`: 0), never exported, and
   * asks the provider to have the user's Farcaster app approve it (`/api/v1/farcaster/signer/init`).
   * Answers the signer's status; a pending one carries its approval page.
   */
  'privy:farcaster:init-signer': {
    request: { accessToken: string; address: string; hdWalletIndex: number | null } & EntropyRef & MfaFields;
    response: WireFarcasterSignerInit;
  };
  /**
   * Signs a Farcaster message hash (`payload.hash`: 0x hex of 20 or 32 bytes) with that key, only
   * once the provider says the signer is approved for `fid`. Answers the hash and the 64-byte
   * ed25519 signature, 0x hex.
   */
  'privy:farcaster:sign': {
    request: IframeEvents['privy:farcaster:init-signer']['request'] & { payload: { hash: string }; fid: number };
    response: { hash: string; signature: string };
  };
}

export type IframeEventName = keyof IframeEvents;
export type IframeRequestData<E extends IframeEventName> = IframeEvents[E]['request'];
export type IframeResponseData<E extends IframeEventName> = IframeEvents[E]['response'];

/** Parent → iframe. `id` is `id-<counter>`, unique per parent page. */
export interface IframeRequest<E extends IframeEventName = IframeEventName> {
  id: string;
  event: E;
  data: IframeRequestData<E>;
}

/** Iframe → parent: `data` on success, `error` on failure; matched by `id` and `event`. */
export type IframeResponse<E extends IframeEventName = IframeEventName> =
  | { id: string; event: E; data: IframeResponseData<E> }
  | { id: string; event: E; error: { type: WalletErrorType; message: string } };
