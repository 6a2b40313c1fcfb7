'use client';
import type { EthereumTransactionSummary } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { formatUnits } from '../../lib/formatUnits.ts';
import { SignatureIcon } from '../../primitives/icons.tsx';
import { SigningDetails } from './SigningDetails.tsx';
import { SigningLayout, type SigningViewProps, signingStatuses } from './SigningLayout.tsx';

/** Like every signing screen: idle, signing, success (1.4 s), or an error with a retry. */
export const signTransactionViewStatuses = signingStatuses;
export type SignTransactionViewStatus = (typeof signTransactionViewStatuses)[number];

export interface SignTransactionViewProps extends SigningViewProps {
  /** What the transaction does, as headless read it. */
  transaction: EthereumTransactionSummary;
  /** `uiOptions.description`; default: signing lets it be sent. */
  description?: string | undefined;
}

/**
 * An Ethereum transaction to sign (`eth_signTransaction`), shown as one: 'Sign transaction', then
 * to whom, the amount in the chain's currency, the network and the call data.
 */
export function SignTransactionView({
  transaction,
  title,
  description,
  buttonText,
  ...props
}: SignTransactionViewProps) {
  const copy = useMessages().signTransaction;
  const { to, value, nativeCurrency, chainName, chainId, data } = transaction;
  return (
    <SigningLayout
      {...props}
      name="sign-transaction"
      icon={<SignatureIcon size={28} />}
      heading={title || copy.title}
      description={description || copy.description}
      button={buttonText || copy.button}
    >
      <SigningDetails
        label={copy.details}
        rows={[
          to === null ? { label: copy.to, value: copy.newContract } : { label: copy.to, value: to, mono: true },
          {
            label: copy.amount,
            value: format(copy.amountValue, {
              amount: formatUnits(value, nativeCurrency.decimals),
              symbol: nativeCurrency.symbol,
            }),
          },
          { label: copy.network, value: chainName ?? format(copy.unknownNetwork, { id: chainId }) },
          data === null ? { label: copy.data, value: copy.noData } : { label: copy.data, value: data, mono: true },
        ]}
      />
    </SigningLayout>
  );
}
