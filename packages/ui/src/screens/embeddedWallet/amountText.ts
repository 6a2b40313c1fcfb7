import type { AssetAmount } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import type { Messages } from '../../i18n/messages.en.ts';
import { formatAmount, formatUsd } from '../../lib/formatAmount.ts';

/** Spec §9: native amounts (ETH, SOL) show at most 6 decimals; tokens up to their own decimals. */
const NATIVE_DECIMALS = 6;

/**
 * An amount as the send screens write it (spec §9): '0.01 ETH ($30.00)', '50 USDC', an NFT as
 * 'BAYC #7'; the dollar value only when a price is known, '(<$0.01)' under a cent.
 */
export function amountText(copy: Messages['sendTransaction'], amount: AssetAmount): string {
  const { asset, value, tokenId, usd } = amount;
  const symbol = asset.symbol ?? copy.unknownToken;
  if (tokenId !== undefined) {
    const nft = format(copy.nft, { symbol, tokenId: tokenId.toString() });
    return asset.kind === 'erc1155' && value !== 1n ? format(copy.nftCount, { count: value.toString(), nft }) : nft;
  }
  const native = asset.kind === 'native' || asset.kind === 'sol';
  const text = format(copy.amountValue, {
    amount: formatAmount(value, asset.decimals, native ? NATIVE_DECIMALS : asset.decimals),
    symbol,
  });
  if (usd === null) return text;
  const dollars = formatUsd(usd);
  return `${text} ${dollars === null ? copy.tinyUsd : format(copy.usd, { usd: dollars })}`;
}
