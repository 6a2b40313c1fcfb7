'use client';
import type { CardPaymentSummary, FundingTarget } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { SigningDetails } from '../embeddedWallet/SigningDetails.tsx';
import { usdText } from './fundingText.ts';

/** A card payment as its provider reports it: what the user pays, the fees, what the wallet receives (when known). */
export function PaymentSummary({ target, summary }: { target: FundingTarget; summary: CardPaymentSummary }) {
  const m = useMessages();
  const copy = m.funding.payment;
  return (
    <SigningDetails
      label={copy.summary}
      rows={[
        { label: copy.paid, value: usdText(m, summary.baseCurrencyAmount) },
        { label: copy.fees, value: usdText(m, summary.fees) },
        ...(summary.quoteCurrencyAmount === null
          ? []
          : [
              {
                label: copy.receive,
                value: format(m.sendTransaction.amountValue, {
                  amount: String(summary.quoteCurrencyAmount),
                  symbol: target.asset.symbol,
                }),
              },
            ]),
      ]}
    />
  );
}
