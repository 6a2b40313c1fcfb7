'use client';
import type { SolanaInstructionSummary, SolanaTransactionSummary } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { formatUnits } from '../../lib/formatUnits.ts';
import { SignatureIcon } from '../../primitives/icons.tsx';
import type { SigningDetail } from './SigningDetails.tsx';
import { SigningDetails } from './SigningDetails.tsx';
import { SigningLayout, type SigningViewProps, signingStatuses } from './SigningLayout.tsx';

/** Like every signing screen: idle, signing, success (1.4 s), or an error with a retry. */
export const signSolanaTransactionViewStatuses = signingStatuses;
export type SignSolanaTransactionViewStatus = (typeof signSolanaTransactionViewStatuses)[number];

export interface SignSolanaTransactionViewProps extends SigningViewProps {
  /** What the transaction does, as headless decoded it. */
  transaction: SolanaTransactionSummary;
  /** `uiOptions.description`; default: signing lets it be sent. */
  description?: string | undefined;
}

/** Lamports per SOL: 10^9. */
const SOL_DECIMALS = 9;

/**
 * A Solana transaction to sign (`solana:signTransaction`), shown as one: 'Sign transaction', the
 * fee payer, then each instruction, a transfer as its amount in SOL and destination, any other by
 * its program.
 */
export function SignSolanaTransactionView({
  transaction,
  title,
  description,
  buttonText,
  ...props
}: SignSolanaTransactionViewProps) {
  const copy = useMessages().signSolanaTransaction;
  const instruction = (item: SolanaInstructionSummary): SigningDetail =>
    item.type === 'sol-transfer'
      ? {
          label: copy.transfer,
          value: format(copy.transferValue, {
            amount: formatUnits(item.value, SOL_DECIMALS),
            address: item.toAccount,
          }),
          mono: true,
        }
      : { label: copy.program, value: item.program, mono: true };
  return (
    <SigningLayout
      {...props}
      name="sign-solana-transaction"
      icon={<SignatureIcon size={28} />}
      heading={title || copy.title}
      description={description || copy.description}
      button={buttonText || copy.button}
    >
      <SigningDetails
        label={copy.details}
        rows={[
          { label: copy.network, value: copy.solana },
          { label: copy.feePayer, value: transaction.feePayer, mono: true },
          ...transaction.instructions.map(instruction),
        ]}
      />
    </SigningLayout>
  );
}
