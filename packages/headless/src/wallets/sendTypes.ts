/**
 * The shapes of sending a transaction (spec wallets §2 'Signing and sending', §3 'Send transaction UI
 * options', 'Decoded Ethereum call actions', 'Transaction scan result'): what the confirmation of a
 * send shows, shared by headless (which prepares, decodes and scans) and `@foyer/ui` (which shows it).
 * Amounts are integers in the asset's smallest unit; `usd` is null when no price is known.
 */
import type { Address, EmbeddedEthereumWallet, Hex, WalletCallOptions } from './types.ts';

/** Per-call copy of the send screens (reference §3.8 send `uiOptions`). */
export interface SendTransactionUiOptions {
  title?: string;
  description?: string;
  buttonText?: string;
  transactionInfo?: {
    title?: string;
    action?: string;
    contractInfo?: { url?: string; name?: string; imgUrl?: string; imgAltText?: string; imgSize?: 'sm' | 'lg' };
  };
  successHeader?: string;
  successDescription?: string;
  isCancellable?: boolean;
}

/** An asset as the screens name it: the chain's native currency, a token, or an NFT collection. */
export interface AssetInfo {
  kind: 'native' | 'erc20' | 'erc721' | 'erc1155' | 'sol' | 'spl';
  /** The token's contract (Ethereum) or mint (Solana); null for the native currency. */
  address: string | null;
  /** Null when the chain does not say (a contract with no `symbol()`). */
  symbol: string | null;
  decimals: number;
}

/** An amount of an asset, with its dollar value when a price is known. */
export interface AssetAmount {
  asset: AssetInfo;
  value: bigint;
  /** For NFTs: the token id. */
  tokenId?: bigint;
  usd: number | null;
}

/**
 * What an Ethereum call does, decoded from its data with the bundled ABIs (spec §3 'Decoded Ethereum
 * call actions'): token amounts carry the token's symbol and decimals read from the chain.
 */
export type TransactionAction =
  /** No data: the native currency sent to `to`. */
  | { type: 'native-transfer'; to: Address; amount: AssetAmount }
  | { type: 'transfer'; to: Address; amount: AssetAmount }
  | { type: 'transferFrom'; from: Address; to: Address; amount: AssetAmount }
  | { type: 'approve'; spender: Address; amount: AssetAmount; unlimited: boolean }
  | { type: 'setApprovalForAll'; contract: Address; operator: Address; approved: boolean }
  /** ERC-721 `safeTransferFrom`/`transferFrom` of one token, ERC-1155 `safeTransferFrom` of `amount.value` of one id. */
  | { type: 'nft-transfer'; from: Address; to: Address; amount: AssetAmount }
  | { type: 'nft-batch-transfer'; from: Address; to: Address; amounts: AssetAmount[] }
  /** A call the bundled ABIs know by signature (e.g. `mint(address,uint256)`), with its arguments as text. */
  | { type: 'call'; contract: Address; signature: string; args: string[] }
  /** Data no bundled ABI decodes: shown raw. */
  | { type: 'unknown'; contract: Address | null; data: Hex }
  /** A contract deployment (no `to`). */
  | { type: 'deploy'; data: Hex };

/** Spec §3 'Transaction scan result', read: the verdict, why, and the user's asset changes. */
export interface TransactionScan {
  verdict: 'benign' | 'warning' | 'malicious';
  /** Why it is not benign; the scanner's own codes, e.g. 'UNLIMITED_APPROVAL', 'DENY_LISTED'. */
  warnings: { code: string; description: string }[];
  /** What the user's wallet gains (`in`) and loses (`out`) when it executes. */
  changes: { direction: 'in' | 'out'; amount: AssetAmount }[];
  /** The simulation failed: the revert reason or the runtime's message ('Blockhash not found'). */
  simulationError: string | null;
}

/** An Ethereum transaction, prepared: every field filled in, as it will be signed. */
export interface PreparedEthereumTransaction {
  from: Address;
  to: Address | null;
  chainId: number;
  /** The chain's name from the app's chains; null when unknown. */
  chainName: string | null;
  nativeCurrency: { symbol: string; decimals: number };
  value: bigint;
  data: Hex | null;
  nonce: number;
  gas: bigint;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

/** What the confirmation of an Ethereum send shows (spec §2 'Transaction details accordion'). */
export interface EthereumSendPreview {
  transaction: PreparedEthereumTransaction;
  action: TransactionAction;
  /** Est. fees: gas × max fee per gas, in the native currency. */
  fee: AssetAmount;
  /** Total (including fees), in the native currency: value + fee. */
  total: AssetAmount;
  /** The wallet's native balance; `hasFunds` false when it does not cover the total. */
  balance: bigint;
  hasFunds: boolean;
  /** Null when scanning is off or failed (the screen then shows no asset changes). */
  scan: TransactionScan | null;
  /** Several transactions in one request: this one's place ('(i / n)'); null for one. */
  batch: { index: number; count: number } | null;
}

/** What the confirmation of a Solana send shows. */
export interface SolanaSendPreview {
  feePayer: string;
  /** The instructions, decoded (spec §3 'Solana preparation result'). */
  instructions: SolanaSendInstruction[];
  fee: AssetAmount;
  balance: bigint;
  hasFunds: boolean;
  scan: TransactionScan | null;
}

/** Spec §3 'Solana preparation result' instruction types the kit decodes; the rest are `unknown`. */
export type SolanaSendInstruction =
  | { type: 'sol-transfer'; toAccount: string; amount: AssetAmount }
  | { type: 'spl-transfer'; fromAta: string; toAta: string; amount: AssetAmount }
  | { type: 'ata-creation'; owner: string; mint: string }
  | { type: 'create-account'; newAccount: string; lamports: bigint }
  | { type: 'unknown'; program: string; discriminator: string | null };

/** A sent Ethereum transaction's outcome, once the chain has its receipt. */
export interface EthereumSendReceipt {
  hash: Hex;
  status: 'success' | 'reverted';
  blockNumber: bigint;
  gasUsed: bigint;
  /** The fee paid (gasUsed × effectiveGasPrice), native currency. */
  fee: bigint;
}

/** A sent Solana transaction's outcome (reference §3.5 `SolanaTransactionReceipt`). */
export interface SolanaSendReceipt {
  signature: string;
  /** The signed wire transaction (base64). */
  signedTransaction: string;
  /** Lamports paid in fees. */
  fees: bigint;
  slot: bigint;
}

/** What an app passes to `sendTransaction` (reference §3.8 `UnsignedTransactionRequest`). */
export interface UnsignedTransactionRequest {
  from?: string;
  to?: string | null;
  value?: string | number | bigint;
  data?: string;
  nonce?: string | number | bigint;
  gas?: string | number | bigint;
  gasLimit?: string | number | bigint;
  maxFeePerGas?: string | number | bigint;
  maxPriorityFeePerGas?: string | number | bigint;
  chainId?: string | number | bigint;
}

/** The chain a send goes to: the app's chain, with where its node answers. */
export interface SendChain {
  id: number;
  name: string | null;
  nativeCurrency: { symbol: string; decimals: number };
  rpcUrl: string;
}

/** One send the effect runs: the wallet, the transactions (several: confirmed and sent in turn), the chain. */
export interface EthereumSend {
  wallet: EmbeddedEthereumWallet;
  transactions: readonly UnsignedTransactionRequest[];
  chain: SendChain;
  options: WalletCallOptions;
}
