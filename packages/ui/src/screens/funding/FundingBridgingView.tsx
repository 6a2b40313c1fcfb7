'use client';
import type { FundingTarget, RelayStatus } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { BridgeIcon } from '../../primitives/icons.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';
import type { ScreenTone } from '../../primitives/templates/TemplateFrame.tsx';
import { TransactionHash } from '../embeddedWallet/TransactionHash.tsx';

/**
 * The bridge's status, polled every second (spec §4 'Funding (Ethereum)'): `waiting`, `pending` and
 * `delayed` while it moves the funds; `success`, `refund` and `failure` as it ends.
 */
export const fundingBridgingViewStatuses = [
  'waiting',
  'pending',
  'delayed',
  'success',
  'refund',
  'failure',
] as const satisfies readonly RelayStatus[];
export type FundingBridgingViewStatus = (typeof fundingBridgingViewStatuses)[number];

export interface FundingBridgingViewProps {
  /** What is funded: the network the funds go to. */
  target: FundingTarget;
  bridgeStatus: FundingBridgingViewStatus;
  /** The transaction that started the bridge, on the origin chain. */
  originTransaction: string;
}

const tones: Record<FundingBridgingViewStatus, ScreenTone> = {
  waiting: 'pending',
  pending: 'pending',
  delayed: 'pending',
  success: 'success',
  refund: 'error',
  failure: 'error',
};

/** The bridge moving the funds: what it is doing, and the origin transaction's hash to copy. */
export function FundingBridgingView({ target, bridgeStatus, originTransaction }: FundingBridgingViewProps) {
  const copy = useMessages().funding.bridging;
  return (
    <StatusScreen
      name="funding-bridging"
      status={bridgeStatus}
      tone={tones[bridgeStatus]}
      icon={<BridgeIcon />}
      title={copy.title}
      description={format(copy.statuses[bridgeStatus], { network: target.networkName })}
    >
      <TransactionHash
        label={copy.transaction}
        copyLabel={copy.copyTransaction}
        value={originTransaction}
        explorerUrl={null}
      />
    </StatusScreen>
  );
}
