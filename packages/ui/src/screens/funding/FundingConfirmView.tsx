'use client';
import type { ConnectedExternalWallet, FundingTarget } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ReviewScreen } from '../../primitives/templates/ReviewScreen.tsx';
import { SigningDetails } from '../embeddedWallet/SigningDetails.tsx';
import { WalletLogo } from '../externalWallets/WalletRow.tsx';
import { assetAmountText, feeText } from './fundingText.ts';

/** `confirming-transfer`: the transfer to confirm, busy while the wallet signs and the chain confirms. */
export const fundingConfirmViewStatuses = ['confirming-transfer'] as const;

export interface FundingConfirmViewProps {
  /** What is funded: To, Network, the asset. */
  target: FundingTarget;
  /** The wallet the funds come from. */
  from: ConnectedExternalWallet;
  /** Amount and fee (native transfers), else the amount; in the asset's smallest unit. */
  total: bigint;
  /** In the smallest unit of the chain's currency. */
  fee: bigint;
  /** The wallet signs and the chain confirms: the button waits. */
  submitting: boolean;
  onConfirm(): void;
}

/** Spec §2 'Confirming screen': Total, To, Network, Estimated fee, and 'Confirm with {wallet}'. */
export function FundingConfirmView({ target, from, total, fee, submitting, onConfirm }: FundingConfirmViewProps) {
  const m = useMessages();
  const copy = m.funding.confirm;
  const wallet = from.meta.name;
  return (
    <ReviewScreen
      name="funding-confirm"
      status="confirming-transfer"
      tone={submitting ? 'pending' : 'info'}
      icon={<WalletLogo option={{ id: from.walletClientType, icon: from.meta.icon }} />}
      title={copy.title}
      message={submitting ? format(copy.submitting, { wallet }) : null}
      actions={
        <Button disabled={submitting} aria-busy={submitting} onClick={onConfirm}>
          {format(m.funding.confirmWith, { wallet })}
        </Button>
      }
    >
      <SigningDetails
        label={copy.details}
        rows={[
          { label: copy.total, value: assetAmountText(m, target, total) },
          { label: copy.to, value: target.address, mono: true },
          { label: copy.network, value: target.networkName },
          { label: copy.fee, value: feeText(m, target, fee) },
        ]}
      />
    </ReviewScreen>
  );
}
