import { ApiError } from '../kernel/errors.ts';

/** The fixed prices of the local chains' tokens, in USD (`GET /api/v1/token_price`). */
export const TOKEN_PRICES_USD: Readonly<Record<string, number>> = { ETH: 3000, SOL: 150, USDC: 1 };

/** The price of `symbol` (any case); 404 for a token with no local price. */
export function tokenPriceUsd(symbol: string | undefined): number {
  const price = symbol === undefined ? undefined : TOKEN_PRICES_USD[symbol.toUpperCase()];
  if (price === undefined) {
    throw new ApiError(
      404,
      undefined,
      `No price for token ${JSON.stringify(symbol ?? '')} (the emulator prices ${Object.keys(TOKEN_PRICES_USD).join(', ')})`,
    );
  }
  return price;
}
