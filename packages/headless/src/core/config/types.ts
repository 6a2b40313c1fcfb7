import type { WireMoonpayConfig } from '../api/routes/funding.ts';
import {
  type CreateOnLogin,
  type MfaMethod,
  type OAuthProvider,
  oauthProviders,
  type WireAppConfig,
} from '../api/wire.ts';
import type { WalletConnectConnectorFactory } from './walletConnectConnector.ts';

export type { OAuthProvider };

/** Methods an app can enable (reference §2.2 `loginMethods`). */
export type LoginMethod = 'email' | 'sms' | 'wallet' | 'passkey' | 'farcaster' | 'telegram' | OAuthProvider;

export const loginMethodNames: readonly LoginMethod[] = [
  'email',
  'sms',
  'wallet',
  'passkey',
  'farcaster',
  'telegram',
  ...oauthProviders,
];

/** A login method, a wallet id, or a cross-app id prefixed 'privy:'. */
export type LoginMethodOrderOption = LoginMethod | `privy:${string}` | (string & {});

/** A chain the app uses; viem's `Chain` fits. Sending needs `rpcUrls.default.http[0]`, its node. */
export interface Chain {
  id: number;
  name: string;
  nativeCurrency?: { name?: string; symbol: string; decimals: number };
  rpcUrls?: { default?: { http: readonly string[] } };
}

/** A Solana cluster the app sends on: its name (`mainnet-beta`, `devnet`, `localnet`…) and JSON-RPC URL. */
export interface SolanaCluster {
  name: string;
  rpcUrl: string;
}

/** Where the funding services are (`fundingMethodConfig.services`, reference §5.12); each defaults to the real host. */
export interface FundingServices {
  /** The card provider's API (`GET {moonpayApiUrl}/v1/transactions/ext/{externalTransactionId}`). */
  moonpayApiUrl?: string;
  /** The exchange's pay page (`{coinbasePayUrl}/buy/select-asset?sessionToken=…`). */
  coinbasePayUrl?: string;
  /** The bridge's API (`POST {relayApiUrl}/quote`, `GET {relayApiUrl}/requests/v2?hash=`). */
  relayApiUrl?: string;
  /** The bridge's API for testnets (default the real testnet host; the emulator's chains are testnets). */
  relayTestnetApiUrl?: string;
  /** The bridge's page of a request, by its origin transaction (`{relayExplorerUrl}/{hash}`): the 'refund status' link. */
  relayExplorerUrl?: string;
  /** The same page for testnets. */
  relayTestnetExplorerUrl?: string;
  /**
   * Local chains the services treat as real ones, by id (`{ 31337: 1, 31338: 8453 }`): the on-ramps
   * support only real networks (spec §5), so a stand-in maps each of its local chains to one. The
   * bridge takes chain ids as they are.
   */
  chainAliases?: Record<number, number>;
  /**
   * USDC's address on chains the kit does not know, by CAIP-2 chain id (`'eip155:31337'`,
   * `'solana:localnet'`): funding in `'USDC'` there uses it (spec §5: without one, USDC is not offered).
   */
  usdc?: Record<string, string>;
}

/** Options the app passes to the provider (`config` prop). All optional; they win over the server's. */
export interface FoyerConfig {
  appearance?: {
    theme?: 'light' | 'dark';
    accentColor?: `#${string}`;
    /** Logo URL (http(s) or a data: image). */
    logo?: string;
    landingHeader?: string;
    loginMessage?: string;
    showWalletLoginFirst?: boolean;
    loginGroupPriority?: 'web2-first' | 'web3-first';
    hideDirectWeb2Inputs?: boolean;
    walletChainType?: 'ethereum-only' | 'solana-only' | 'ethereum-and-solana';
    /** The external wallets offered on the landing screen, by wallet id, in order. */
    walletList?: string[];
  };
  loginMethods?: LoginMethod[];
  loginMethodsAndOrder?: { primary: LoginMethodOrderOption[]; overflow?: LoginMethodOrderOption[] };
  legal?: { termsAndConditionsUrl?: string; privacyPolicyUrl?: string };
  intl?: { defaultCountry?: string };
  captchaEnabled?: boolean;
  supportedChains?: Chain[];
  defaultChain?: Chain;
  /**
   * Where the app's Solana clusters' JSON-RPC is, the first the default: sending a Solana
   * transaction reads the blockhash, fee and balance there and sends it there, unless the call
   * passes its own `connection`.
   */
  solanaClusters?: SolanaCluster[];
  embeddedWallets?: {
    ethereum?: { createOnLogin?: CreateOnLogin };
    solana?: { createOnLogin?: CreateOnLogin };
    showWalletUIs?: boolean;
    /** The backups users may choose for their wallet (default: the app's server config). */
    userOwnedRecoveryOptions?: readonly ('user-passcode' | 'google-drive' | 'icloud')[];
    /** A new wallet is backed up by the user right after it is created (default: the app's server config). */
    requireUserOwnedRecoveryOnCreate?: boolean;
  };
  mfa?: { noPromptOnMfaRequired?: boolean };
  /**
   * Reference §7.2 `passkeys`: `shouldUnenrollMfaOnUnlink` (default true) lets unlinking a passkey
   * enrolled in MFA also remove it from MFA; false keeps such a passkey (the unlink is refused).
   * `shouldUnlinkOnUnenrollMfa` (default true): removing passkey MFA also unlinks those passkeys.
   */
  passkeys?: { shouldUnenrollMfaOnUnlink?: boolean; shouldUnlinkOnUnenrollMfa?: boolean };
  /**
   * Reference §7.2 `externalWallets.walletConnect`: with a cloud project id the wallet list offers
   * WalletConnect, through `connector` (default `signClientConnector` of `@foyer/headless/ethereum`,
   * WalletConnect's sign client loaded on the first pairing); `enabled: false` turns it off.
   */
  externalWallets?: { walletConnect?: { enabled?: boolean; connector?: WalletConnectConnectorFactory } };
  /** WalletConnect's cloud project id; wins over the server's `wallet_connect_cloud_project_id`. */
  walletConnectCloudProjectId?: string;
  /**
   * Reference §7.2 `fundingMethodConfig`: the card provider's sandbox and widget options, and where
   * the funding services are (`services`; default the real hosts, the emulator's stand-ins with
   * `emulatorFundingServices(url)` of `@foyer/emulator/chains`). Read only when funding runs.
   */
  fundingMethodConfig?: {
    moonpay?: {
      useSandbox?: boolean;
      paymentMethod?: WireMoonpayConfig['paymentMethod'];
      uiConfig?: WireMoonpayConfig['uiConfig'];
    };
    services?: FundingServices;
  };
}

/**
 * The app's Telegram bot (reference §7.1 `telegram_auth_config`, camelCase). Read by the Telegram
 * flow when it needs it (`fetchTelegramBot`), so apps without Telegram carry none of it.
 */
export interface TelegramAuthConfiguration {
  botId: string;
  botName: string;
  linkEnabled: boolean;
  seamlessAuthEnabled: boolean;
}

/** The merged configuration the kit runs on: server config + local options (reference §7.2). */
export interface AppConfig {
  id: string;
  name: string;
  appearance: {
    theme: 'light' | 'dark';
    accentColor: string | null;
    logo: string | null;
    landingHeader: string | null;
    loginMessage: string | null;
    loginGroupPriority: 'web2-first' | 'web3-first';
    hideDirectWeb2Inputs: boolean;
    walletChainType: 'ethereum-only' | 'solana-only' | 'ethereum-and-solana';
    /** Wallet ids offered on the landing screen; null: the UI's default list. */
    walletList: string[] | null;
  };
  /**
   * Which methods are on. With `loginMethodsAndOrder`, `wallet` is on when the lists name a wallet
   * (`wallet` or a wallet id).
   */
  loginMethods: Record<LoginMethod, boolean>;
  loginMethodsAndOrder: { primary: LoginMethodOrderOption[]; overflow: LoginMethodOrderOption[] } | null;
  disablePlusEmails: boolean;
  legal: { termsAndConditionsUrl: string | null; privacyPolicyUrl: string | null; requireUsersAcceptTerms: boolean };
  allowlistConfig: {
    errorTitle: string | null;
    errorDetail: string | null;
    ctaText: string | null;
    ctaLink: string | null;
  };
  captchaEnabled: boolean;
  captchaSiteKey: string | null;
  intl: { defaultCountry: string };
  chains: Chain[];
  defaultChain: Chain | null;
  embeddedWallets: {
    ethereum: { createOnLogin: CreateOnLogin };
    solana: { createOnLogin: CreateOnLogin };
    showWalletUIs: boolean;
    /** Spec §2 'Recovery method selection': the backups users may choose (a password, Google Drive, iCloud). */
    userOwnedRecoveryOptions: readonly ('user-passcode' | 'google-drive' | 'icloud')[];
    /** Spec §4 'Wallet creation': the recovery selection follows the creation of the user's first wallet. */
    requireUserOwnedRecoveryOnCreate: boolean;
  };
  mfa: { methods: MfaMethod[]; noPromptOnMfaRequired: boolean };
  whatsAppEnabled: boolean;
  /** Reference §7.2 `loginConfig`: passkey signup is offered when `passkeys_for_signup_enabled`. */
  loginConfig: { passkeysForSignupEnabled: boolean };
  /**
   * Server-cookie mode (reference §4): on when the app config has `custom_api_url`. The server then
   * keeps the refresh token in an HttpOnly cookie, and the client calls `apiUrl` (the app's own API
   * domain, so the cookie is first-party) instead of the configured one.
   */
  serverCookies: { enabled: boolean; apiUrl: string | null };
  /** The app logs users in with JWTs of its own auth (`custom_jwt_auth`; `useCustomAuth`). */
  customJwtAuthEnabled: boolean;
  /**
   * The app's own options as given and the server's config as sent, for the options only code
   * loaded on demand reads (`passkeys`, `externalWallets.walletConnect`, the WalletConnect project
   * id: see `walletConnectProjectId` of `/ethereum`), so resolving them costs the startup nothing.
   */
  local: FoyerConfig;
  server: WireAppConfig;
}
