'use client';
import type { FundingTarget, FundWalletResult } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { transactionExplorerUrl } from '../../lib/explorer.ts';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';
import { TransactionHash } from '../embeddedWallet/TransactionHash.tsx';

/** `success`: what was funded (the modal closes it after 4 s, spec §9). */
export const fundingSuccessViewStatuses = ['done'] as const;

export interface FundingSuccessViewProps {
  /** What was funded: the asset's symbol. */
  target: FundingTarget;
  result: FundWalletResult;
}

/** The explorer page of a transaction on an Ethereum chain (`eip155:<id>`); none elsewhere. */
function explorerUrl(chainId: string, hash: string): string | null {
  const id = /^eip155:(\d+)$/.exec(chainId)?.[1];
  return id === undefined ? null : transactionExplorerUrl(Number(id), hash);
}

/** Spec §2 'Success!': the amount added (or on its way), and its transaction when known. */
export function FundingSuccessView({ target, result }: FundingSuccessViewProps) {
  const m = useMessages();
  const copy = m.funding.success;
  const amount = format(m.sendTransaction.amountValue, { amount: result.value, symbol: target.asset.symbol });
  const hash = result.transactionHash;
  return (
    <StatusScreen
      name="funding-success"
      status="done"
      tone="success"
      title={copy.title}
      description={format(result.status === 'completed' ? copy.completed : copy.submitted, { amount })}
    >
      {hash ? (
        <TransactionHash
          label={copy.transaction}
          copyLabel={copy.copyTransaction}
          value={hash}
          explorerUrl={explorerUrl(result.chainId, hash)}
        />
      ) : null}
    </StatusScreen>
  );
}
