'use client';
import {
  type AssetAmount,
  ErrorCode,
  type SolanaSendInstruction,
  type SolanaSendPreview,
  type SolanaSendReceipt,
} from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import type { Messages } from '../../i18n/messages.en.ts';
import { shortAddress } from '../../lib/truncate.ts';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { AddFundsHint } from './AddFundsHint.tsx';
import { amountText } from './amountText.ts';
import { SendLayout, type SendViewProps } from './SendLayout.tsx';
import { signingStatuses } from './SigningLayout.tsx';

/** Spec §4 'Send Solana transaction': ready to confirm, submitting (`signing`), the receipt (`success`), or the error with a retry. */
export const sendSolanaTransactionViewStatuses = signingStatuses;
export type SendSolanaTransactionViewStatus = (typeof sendSolanaTransactionViewStatuses)[number];

export interface SendSolanaTransactionViewProps extends SendViewProps {
  /** The decoded instructions, the fee, the fee payer's balance and the scan. */
  preview: SolanaSendPreview;
  /** The receipt (`success`). */
  receipt?: SolanaSendReceipt | null;
}

type Copy = Messages['sendTransaction'];

/** Spec §3 'Solana preparation result' instruction types, one sentence each. */
function instructionText(copy: Copy, instruction: SolanaSendInstruction, sol: AssetAmount['asset']): string {
  switch (instruction.type) {
    case 'sol-transfer':
      return format(copy.instructions['sol-transfer'], {
        amount: amountText(copy, instruction.amount),
        to: shortAddress(instruction.toAccount),
      });
    case 'spl-transfer':
      return format(copy.instructions['spl-transfer'], {
        amount: amountText(copy, instruction.amount),
        to: shortAddress(instruction.toAta),
      });
    case 'ata-creation':
      return format(copy.instructions['ata-creation'], {
        mint: shortAddress(instruction.mint),
        owner: shortAddress(instruction.owner),
      });
    case 'create-account':
      return format(copy.instructions['create-account'], {
        account: shortAddress(instruction.newAccount),
        amount: amountText(copy, { asset: sol, value: instruction.lamports, usd: null }),
      });
    case 'unknown':
      return format(copy.instructions.unknown, { program: shortAddress(instruction.program) });
  }
}

/** Total (including fees): the fee plus the SOL the transfers send; in dollars only when each part has a price. */
export function solanaTotal(fee: AssetAmount, instructions: SolanaSendInstruction[]): AssetAmount {
  let { value, usd } = fee;
  for (const instruction of instructions) {
    if (instruction.type !== 'sol-transfer') continue;
    value += instruction.amount.value;
    usd = usd === null || instruction.amount.usd === null ? null : usd + instruction.amount.usd;
  }
  return { ...fee, value, usd };
}

/**
 * Spec §2 'Send Solana transaction confirmation': 'Confirm transaction', the decoded instructions,
 * the scan, the details accordion (From, Network, each instruction as an Action, Est. Fees, Total),
 * 'Approve'; without the funds, the spec's copy and no way to approve; sending; the receipt
 * ('Transaction complete!', the signature, 'All Done'); the error screen with 'Retry transaction'.
 */
export function SendSolanaTransactionView({
  preview,
  title,
  buttonText,
  receipt,
  error,
  onAddFunds,
  ...props
}: SendSolanaTransactionViewProps) {
  const m = useMessages();
  const copy = m.sendTransaction;
  const { feePayer, instructions, fee, hasFunds, scan } = preview;
  const sentences = instructions.map((instruction) => instructionText(copy, instruction, fee.asset));
  // The receipt's signature, or the one a send failed after (its confirmation timed out or failed).
  const signature = receipt?.signature ?? error?.details?.hash ?? null;
  return (
    <SendLayout
      {...props}
      name="send-solana-transaction"
      error={error ?? null}
      heading={title || copy.title}
      button={buttonText || copy.approve}
      summary={
        <ul className="flex list-disc flex-col gap-0.5 pl-5 text-sm">
          {sentences.map((sentence, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the instructions are fixed for the request's life.
            <li key={index}>{sentence}</li>
          ))}
        </ul>
      }
      scan={scan}
      rows={[
        { label: copy.from, value: feePayer, mono: true },
        { label: copy.network, value: m.signSolanaTransaction.solana },
        ...sentences.map((sentence) => ({ label: copy.action, value: sentence })),
        { label: copy.fees, value: amountText(copy, fee) },
        { label: copy.total, value: amountText(copy, solanaTotal(fee, instructions)) },
      ]}
      blocked={
        hasFunds ? undefined : (
          <ErrorMessage>
            {copy.solanaNoFunds} <AddFundsHint chain={m.signSolanaTransaction.solana} onAddFunds={onAddFunds} />
          </ErrorMessage>
        )
      }
      // No cluster in the preview: the signature has no explorer link.
      sent={
        signature ? { label: copy.signature, copyLabel: copy.copySignature, value: signature, explorerUrl: null } : null
      }
      errorDetails={error?.code === ErrorCode.INSUFFICIENT_BALANCE ? copy.solanaNoFunds : null}
    />
  );
}
