'use client';
import type { BridgeSource, ConnectedExternalWallet, FundingTarget } from '@foyer/headless';
import { useId } from 'react';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';
import { BridgeIcon } from '../../primitives/icons.tsx';
import { Text } from '../../primitives/Screen.tsx';
import { ReviewScreen } from '../../primitives/templates/ReviewScreen.tsx';
import { bridgeBalanceText, bridgeCostText, typedAmountText } from './fundingText.ts';

/** `choosing-bridge`: the network to bridge from, its quote, then the wallet's confirmation. */
export const fundingBridgeViewStatuses = ['choosing-bridge'] as const;

export interface FundingBridgeViewProps {
  /** What is funded: the amount, the network it lacks on. */
  target: FundingTarget;
  /** The wallet that sends, on the chosen network. */
  from: ConnectedExternalWallet;
  /** The networks it holds funds on, with its balance there. */
  sources: readonly BridgeSource[];
  /** The chosen network's chain id; null before one is chosen. */
  selected: string | null;
  /** The bridge is quoting the chosen network: no confirming yet. */
  quoting: boolean;
  /** The wallet signs and sends: nothing changes until it is done. */
  submitting: boolean;
  onSelectSource(chainId: string): void;
  onConfirm(): void;
}

/** A native select in the look of the text fields (the primitives have no select of their own). */
const selectClasses = cn(
  'h-12 w-full rounded-foyer-sm border border-input bg-background px-3 text-base text-foreground',
  'focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-ring disabled:text-muted-foreground',
);

/**
 * Spec §2 'Transfer from another network': the amount, the 'From network' dropdown listing the
 * networks with the wallet's balance on each, what the bridge will take, and 'Confirm with {wallet}'.
 */
export function FundingBridgeView({
  target,
  from,
  sources,
  selected,
  quoting,
  submitting,
  onSelectSource,
  onConfirm,
}: FundingBridgeViewProps) {
  const m = useMessages();
  const copy = m.funding.bridge;
  const wallet = from.meta.name;
  const selectId = useId();
  const source = sources.find((entry) => entry.chainId === selected) ?? null;
  const busy = quoting || submitting;
  return (
    <ReviewScreen
      name="funding-bridge"
      status="choosing-bridge"
      tone={busy ? 'pending' : 'info'}
      icon={<BridgeIcon />}
      title={copy.title}
      description={format(copy.description, { wallet, network: target.networkName })}
      message={quoting ? copy.quoting : submitting ? format(m.funding.confirm.submitting, { wallet }) : null}
      actions={
        <Button disabled={busy || source?.cost == null} aria-busy={busy} onClick={onConfirm}>
          {format(m.funding.confirmWith, { wallet })}
        </Button>
      }
    >
      <div className="flex w-full items-center justify-between gap-2 rounded-foyer-sm border border-border px-3 py-2 text-sm">
        <span className="text-muted-foreground">{copy.amount}</span>
        <span className="font-medium">{typedAmountText(m, target)}</span>
      </div>
      <div className="flex w-full flex-col gap-1.5 text-left">
        <label htmlFor={selectId} className="text-sm font-medium">
          {copy.from}
        </label>
        <select
          id={selectId}
          className={selectClasses}
          value={selected ?? ''}
          disabled={submitting}
          onChange={(event) => onSelectSource(event.currentTarget.value)}
        >
          {selected === null ? (
            <option value="" disabled>
              {copy.choose}
            </option>
          ) : null}
          {sources.map((entry) => (
            <option key={entry.chainId} value={entry.chainId}>
              {format(copy.source, { network: entry.networkName, balance: bridgeBalanceText(m, entry.balance) })}
            </option>
          ))}
        </select>
      </div>
      {source?.cost != null && !quoting ? (
        <Text className="w-full text-left">{format(copy.cost, { amount: bridgeCostText(m, source.cost) })}</Text>
      ) : null}
    </ReviewScreen>
  );
}
