/**
 * External wallets (spec wallets-and-mfa.md §2, reference §3.6): the shapes shared by Ethereum
 * discovery (EIP-6963, legacy injected, WalletConnect, Coinbase, Safe), Solana discovery (Wallet
 * Standard), the connection and SIWE/SIWS flows, the wallet list in `@foyer/ui`, and `useWallets()`.
 * Discovery and connection code lives in the chain's sub-entry; this file is types only.
 */
import type { WalletChainType } from '../../core/wallets/protocol.ts';
import type { WalletAddress } from '../types.ts';

/** Where an external wallet was found. */
export type ExternalWalletSource = 'eip6963' | 'injected' | 'wallet-standard' | 'walletconnect' | 'coinbase' | 'safe';

/** The reference's connector types for external wallets (wire `connector_type`). */
export type ExternalConnectorType = 'injected' | 'wallet_standard' | 'wallet_connect' | 'coinbase_wallet' | 'safe';

/** One entry of the wallet list: a wallet the visitor can pick, installed or offered for install. */
export interface ExternalWalletOption {
  /**
   * Stable id, also the wire `walletClientType`: the reference's ids (`metamask`, `phantom`,
   * `rabby_wallet`, `coinbase_wallet`, …), else the EIP-6963 rdns or the Wallet Standard name.
   */
  id: string;
  name: string;
  /** A `data:` or `https:` image URL (anything else is not rendered), or none. */
  icon?: string | undefined;
  chainType: WalletChainType;
  source: ExternalWalletSource;
  connectorType: ExternalConnectorType;
  /** Found in this browser (false: the list offers install steps or a mobile redirect). */
  installed: boolean;
  /** Where to get the wallet when it is not installed (an https page), if known. */
  installUrl?: string | undefined;
}

/** What SIWE / SIWS need of a wallet the visitor connected. */
export interface ExternalWalletConnection {
  option: ExternalWalletOption;
  /** `0x…` (checksummed) for Ethereum, base58 for Solana. */
  address: string;
  /** CAIP-2: `eip155:1`, or `solana:mainnet` style for Solana. */
  chainId: string;
  /** Signs a plain-text message: a `0x` hex signature for Ethereum, base58 for Solana. */
  signMessage(message: string, options?: { signal?: AbortSignal }): Promise<string>;
  disconnect(): Promise<void>;
}

/** A connected external wallet as `useWallets()` / `useSolanaWallets()` list it, beside the embedded ones. */
export interface ConnectedExternalWallet<Chain extends WalletChainType = WalletChainType> {
  /** `0x…` (checksummed, viem's `Address`) for Ethereum, base58 for Solana. */
  address: WalletAddress<Chain>;
  chainType: Chain;
  /** CAIP-2 chain id the wallet is on. */
  chainId: string;
  walletClientType: string;
  connectorType: ExternalConnectorType;
  /** Linked to the logged-in user (a wallet account on the user), or only connected. */
  linked: boolean;
  meta: { name: string; id: string; icon?: string | undefined };
}
