'use client';
import type { AssetAmount, EthereumSendPreview, EthereumSendReceipt, TransactionAction } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import type { Messages } from '../../i18n/messages.en.ts';
import { formatAmount, formatUsd } from '../../lib/formatAmount.ts';
import { Button } from '../../primitives/Button.tsx';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { SignatureIcon } from '../../primitives/icons.tsx';
import { SigningDetails } from './SigningDetails.tsx';
import { SigningLayout, type SigningViewProps, signingStatuses } from './SigningLayout.tsx';

/** Like every signing screen: idle, sending (`signing`), the receipt (`success`), or an error with a retry. */
export const sendTransactionViewStatuses = signingStatuses;
export type SendTransactionViewStatus = (typeof sendTransactionViewStatuses)[number];

export interface SendTransactionViewProps extends SigningViewProps {
  /** The prepared transaction, its decoded action, fees and the wallet's balance. */
  preview: EthereumSendPreview;
  /** `uiOptions.description`. */
  description?: string | undefined;
  /** `uiOptions.successHeader` / `successDescription`, on the receipt. */
  successHeader?: string | undefined;
  successDescription?: string | undefined;
  /** The receipt (`success`). */
  receipt?: EthereumSendReceipt | null;
  /** 'All Done' on the receipt. */
  onDone?: () => void;
}

type Copy = Messages['sendTransaction'];

function amountText(copy: Copy, amount: AssetAmount): string {
  const text = format(copy.amountValue, {
    amount: formatAmount(
      amount.value,
      amount.asset.decimals,
      amount.asset.kind === 'native' ? 6 : amount.asset.decimals,
    ),
    symbol: amount.asset.symbol ?? copy.unknownToken,
  });
  if (amount.usd === null) return text;
  const usd = formatUsd(amount.usd);
  return `${text} ${usd === null ? copy.tinyUsd : format(copy.usd, { usd })}`;
}

function actionText(copy: Copy, action: TransactionAction): string {
  switch (action.type) {
    case 'native-transfer':
    case 'transfer':
      return format(copy.actions[action.type], { amount: amountText(copy, action.amount) });
    case 'transferFrom':
      return format(copy.actions.transferFrom, { amount: amountText(copy, action.amount), from: action.from });
    case 'approve':
      return format(copy.actions.approve, {
        amount: action.unlimited
          ? `${copy.maximum} ${action.amount.asset.symbol ?? copy.unknownToken}`
          : amountText(copy, action.amount),
        spender: action.spender,
      });
    case 'setApprovalForAll':
      return format(action.approved ? copy.actions.setApprovalForAll : copy.actions.revokeApprovalForAll, {
        operator: action.operator,
        contract: action.contract,
      });
    case 'nft-transfer':
      return format(copy.actions['nft-transfer'], { tokenId: String(action.amount.tokenId ?? '') });
    case 'nft-batch-transfer':
      return format(copy.actions['nft-batch-transfer'], { count: action.amounts.length });
    case 'call':
      return format(copy.actions.call, { signature: action.signature });
    case 'unknown':
    case 'deploy':
      return copy.actions[action.type];
  }
}

/**
 * Spec §2 'Send Ethereum transaction confirmation': what the transaction does, the details (From, To,
 * Action, Est. Fees, Total), 'Approve' ('Continue' before the last of several, '(i / n)' in the title);
 * without the funds, the spec's copy and no way to approve; sending; the receipt ('Transaction
 * complete!', 'All Done'); an error with 'Retry transaction'.
 */
export function SendTransactionView({
  preview,
  status,
  title,
  description,
  buttonText,
  successHeader,
  successDescription,
  receipt,
  onDone,
  onSign,
  error,
  ...props
}: SendTransactionViewProps) {
  const m = useMessages();
  const copy = m.sendTransaction;
  const { transaction, action, fee, total, hasFunds, batch } = preview;
  const last = batch === null || batch.index === batch.count;
  const baseTitle = title || copy.title;
  const heading =
    status === 'success'
      ? successHeader || copy.complete
      : batch
        ? format(copy.batchTitle, { title: baseTitle, index: batch.index, count: batch.count })
        : baseTitle;
  const chain = transaction.chainName ?? format(copy.unknownNetwork, { id: transaction.chainId });
  const rows = [
    { label: copy.action, value: actionText(copy, action) },
    { label: copy.from, value: transaction.from, mono: true },
    transaction.to === null
      ? { label: copy.to, value: copy.newContract }
      : { label: copy.to, value: transaction.to, mono: true },
    { label: copy.network, value: chain },
    { label: copy.fees, value: amountText(copy, fee) },
    { label: copy.total, value: amountText(copy, total) },
    ...(action.type === 'unknown' && action.data ? [{ label: copy.data, value: action.data, mono: true }] : []),
    ...(receipt ? [{ label: copy.transactionHash, value: receipt.hash, mono: true }] : []),
  ];
  return (
    <SigningLayout
      {...props}
      name="send-transaction"
      status={status}
      error={error ?? null}
      icon={<SignatureIcon size={28} />}
      heading={heading}
      description={status === 'success' ? successDescription || null : description || copy.description}
      button={buttonText || (last ? copy.approve : copy.continue)}
      signingLabel={copy.sending}
      retryLabel={copy.retry}
      blocked={
        hasFunds ? undefined : (
          <ErrorMessage>
            {format(copy.noFunds, { address: transaction.from })} {format(copy.addFunds, { chain })}
          </ErrorMessage>
        )
      }
      done={onDone ? <Button onClick={onDone}>{copy.allDone}</Button> : undefined}
      onSign={onSign}
    >
      <SigningDetails label={copy.details} rows={rows} />
    </SigningLayout>
  );
}
