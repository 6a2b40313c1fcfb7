import { ApiError } from '../kernel/errors.ts';
import { TOKEN_PRICES_USD } from './public.ts';

/** The price of `symbol` (any case); 404 for a token with no local price. */
export function tokenPriceUsd(symbol: string | undefined): number {
  const key = symbol?.toUpperCase() ?? '';
  const price = Object.hasOwn(TOKEN_PRICES_USD, key)
    ? TOKEN_PRICES_USD[key as keyof typeof TOKEN_PRICES_USD]
    : undefined;
  if (price === undefined) {
    throw new ApiError(
      404,
      undefined,
      `No price for token ${JSON.stringify(symbol ?? '')} (the emulator prices ${Object.keys(TOKEN_PRICES_USD).join(', ')})`,
    );
  }
  return price;
}
