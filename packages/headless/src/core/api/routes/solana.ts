import { defineRoute, type NoBody } from '../route.ts';

/** Reference §5.12: an SPL token's name, symbol and decimals, by the query `mint_address` and `cluster`. */
export const splTokenInfo = /* @__PURE__ */ defineRoute<
  NoBody,
  { name: string | null; symbol: string | null; decimals: number }
>()('GET', '/api/v1/spl_token_info');
