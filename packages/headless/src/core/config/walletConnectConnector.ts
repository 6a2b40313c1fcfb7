/**
 * The boundary to WalletConnect's SDK, as types only: the app config names the connector factory
 * (`externalWallets.walletConnect.connector`) without reaching the Ethereum stack (viem). The kit's
 * implementation is `ethereum/external/walletConnect.ts`.
 */

/** An approved WalletConnect session: what the kit needs of it. */
export interface WalletConnectSession {
  /** CAIP-10 accounts (`eip155:1:0x…`); the first is the one connected. */
  accounts: readonly string[];
  /** A JSON-RPC request to the wallet, on a CAIP-2 chain of the session. */
  request(args: { chainId: string; method: string; params: unknown[] }): Promise<unknown>;
  disconnect(): Promise<void>;
}

/** A pairing waiting for a wallet: its URI (QR code, 'Open in app') and the wallet's answer. */
export interface WalletConnectProposal {
  /** The pairing URI, `wc:…`. */
  uri: string;
  /** Resolves once a wallet scanned the code and approved; rejects when it refused or the pairing expired. */
  approval(): Promise<WalletConnectSession>;
}

/**
 * The boundary to WalletConnect's SDK: proposes a session on `chains` (CAIP-2). The kit's own is
 * `signClientConnector` (WalletConnect's sign client, loaded on demand); tests and apps with their
 * own WalletConnect setup give theirs (`config.externalWallets.walletConnect.connector`).
 */
export interface WalletConnectConnector {
  propose(chains: readonly string[]): Promise<WalletConnectProposal>;
}

/** What makes the connector for the app's project: `signClientConnector`, or the app's own. */
export type WalletConnectConnectorFactory = (options: {
  projectId: string;
  metadata: { name: string; description: string; url: string; icons: string[] };
}) => WalletConnectConnector;
