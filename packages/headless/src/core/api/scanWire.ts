/**
 * The transaction scanner's wire (reference §5.12, `POST /api/v1/scan/transaction`), with the fields
 * the emulator adds (`features`, the assets' `address` and `name`, `token_id`): the verdict and the
 * asset changes of a transaction before the user confirms it.
 */

/** An EVM transaction as `eth_sendTransaction` takes it (hex quantities). */
export interface WireEvmTransactionRequest {
  from: string;
  to?: string | null;
  value?: string;
  data?: string;
  gas?: string;
}

export interface WireScanRequest {
  /** An EVM chain id (number or decimal string), or `'solana:localnet'`. */
  chain_id: number | string;
  metadata: { domain: string };
  /** EVM: `eth_sendTransaction` with the transaction; Solana: `signAndSendTransaction` with the base64 wire transaction. */
  request: { method: string; params: unknown[] };
}

export type WireScanAssetType = 'NATIVE' | 'ERC20' | 'ERC721' | 'ERC1155' | 'SOL' | 'SPL';

export interface WireScanAsset {
  type: WireScanAssetType;
  /** The token's contract (or mint); absent for the native asset. */
  address?: string;
  symbol: string | null;
  name?: string | null;
  decimals: number;
}

/** An amount of an asset: `value` a raw integer (decimal string); `token_id` for NFTs. */
export interface WireScanAmount {
  value: string;
  token_id?: string;
}

export interface WireScanAssetDiff {
  asset: WireScanAsset;
  in: WireScanAmount[];
  out: WireScanAmount[];
}

export interface WireScanSpender {
  value?: string;
  is_unlimited?: boolean;
  approval_for_all?: boolean;
}

export interface WireScanExposure {
  asset: WireScanAsset;
  spenders: Record<string, WireScanSpender>;
}

export type WireScanFeatureType = 'UNLIMITED_APPROVAL' | 'SET_APPROVAL_FOR_ALL' | 'NO_CODE_RECIPIENT' | 'DENY_LISTED';

export interface WireScanFeature {
  type: WireScanFeatureType;
  description: string;
  address?: string;
}

export type WireScanResultType = 'Benign' | 'Warning' | 'Malicious';

export type WireScanValidation =
  | { status: 'Success'; result_type: WireScanResultType; features: WireScanFeature[] }
  | { status: 'Error'; error: string };

export type WireScanSimulation =
  | { status: 'Success'; assets_diffs: WireScanAssetDiff[]; exposures: WireScanExposure[] }
  /** `error`: the revert reason, or why it could not run (e.g. 'Blockhash not found'). */
  | { status: 'Error'; error: string };

export interface WireScanResponse {
  validation: WireScanValidation;
  simulation: WireScanSimulation;
}
