'use client';
import { ErrorCode, type EthereumSendPreview, type EthereumSendReceipt, type TransactionAction } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import type { Messages } from '../../i18n/messages.en.ts';
import { transactionExplorerUrl } from '../../lib/explorer.ts';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { AddFundsHint } from './AddFundsHint.tsx';
import { amountText } from './amountText.ts';
import { SendLayout, type SendViewProps } from './SendLayout.tsx';
import { signingStatuses } from './SigningLayout.tsx';

/** Like every signing screen: idle, sending (`signing`), the receipt (`success`), or the error screen with a retry. */
export const sendTransactionViewStatuses = signingStatuses;
export type SendTransactionViewStatus = (typeof sendTransactionViewStatuses)[number];

export interface SendTransactionViewProps extends SendViewProps {
  /** The prepared transaction, its decoded action, fees, the wallet's balance and the scan. */
  preview: EthereumSendPreview;
  /** The receipt (`success`). */
  receipt?: EthereumSendReceipt | null;
}

type Copy = Messages['sendTransaction'];

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
 * Spec §2 'Send Ethereum transaction confirmation': what the transaction does, the scan, the
 * details accordion (From, To, Network, Action, Est. Fees, Total), 'Approve' ('Continue' before the
 * last of several, '(i / n)' in the title); without the funds, the spec's copy and no way to
 * approve; sending; the receipt ('Transaction complete!', the hash and its explorer page when the
 * chain has one, 'All Done'); the error screen with 'Retry transaction'.
 */
export function SendTransactionView({
  preview,
  title,
  buttonText,
  receipt,
  error,
  onAddFunds,
  ...props
}: SendTransactionViewProps) {
  const copy = useMessages().sendTransaction;
  const { transaction, action, fee, total, hasFunds, scan, batch } = preview;
  const last = batch === null || batch.index === batch.count;
  const baseTitle = title || copy.title;
  const chain = transaction.chainName ?? format(copy.unknownNetwork, { id: transaction.chainId });
  const hash = receipt?.hash ?? error?.details?.hash ?? null;
  return (
    <SendLayout
      {...props}
      name="send-transaction"
      error={error ?? null}
      heading={
        batch ? format(copy.batchTitle, { title: baseTitle, index: batch.index, count: batch.count }) : baseTitle
      }
      button={buttonText || (last ? copy.approve : copy.continue)}
      summary={actionText(copy, action)}
      scan={scan}
      rows={[
        { label: copy.from, value: transaction.from, mono: true },
        transaction.to === null
          ? { label: copy.to, value: copy.newContract }
          : { label: copy.to, value: transaction.to, mono: true },
        { label: copy.network, value: chain },
        { label: copy.action, value: actionText(copy, action) },
        ...(action.type === 'unknown' && action.data ? [{ label: copy.data, value: action.data, mono: true }] : []),
        { label: copy.fees, value: amountText(copy, fee) },
        { label: copy.total, value: amountText(copy, total) },
      ]}
      blocked={
        hasFunds ? undefined : (
          <ErrorMessage>
            {format(copy.noFunds, { address: transaction.from })} <AddFundsHint chain={chain} onAddFunds={onAddFunds} />
          </ErrorMessage>
        )
      }
      sent={
        hash
          ? {
              label: copy.transactionHash,
              copyLabel: copy.copyHash,
              value: hash,
              explorerUrl: transactionExplorerUrl(transaction.chainId, hash),
            }
          : null
      }
      errorDetails={
        error?.code === ErrorCode.INSUFFICIENT_BALANCE ? format(copy.noFunds, { address: transaction.from }) : null
      }
    />
  );
}
