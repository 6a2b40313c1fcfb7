import { defineRoute, type NoBody } from '../route.ts';
import type { WireScanRequest, WireScanResponse } from '../scanWire.ts';

/**
 * Reference §5.12: a token's price in USD, by the query `chainId` and `tokenSymbol` (SOL is
 * `chainId=0&tokenSymbol=SOL`). Only `usd` is read.
 */
export const tokenPrice = /* @__PURE__ */ defineRoute<NoBody, { usd: number }>()('GET', '/api/v1/token_price');

/** Reference §5.12: the verdict and asset changes of a transaction before it is confirmed (see `WireScanResponse`). */
export const scanTransaction = /* @__PURE__ */ defineRoute<WireScanRequest, WireScanResponse>()(
  'POST',
  '/api/v1/scan/transaction',
);
