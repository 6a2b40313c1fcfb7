'use client';
import type { CardProvider } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Chip } from '../../primitives/Chip.tsx';
import { BankIcon } from '../../primitives/icons.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

/**
 * The exchange's on-ramp (spec §4 'Other card provider (Coinbase onramp)'): its window is open
 * (`pending-in-flow`), the user left it with the purchase under way (`pending-after-flow`), or the
 * funds were bought (`success`).
 */
export const exchangePaymentViewStatuses = ['pending-in-flow', 'pending-after-flow', 'success'] as const;
export type ExchangePaymentViewStatus = (typeof exchangePaymentViewStatuses)[number];

export interface ExchangePaymentViewProps {
  provider: CardProvider;
  payment: ExchangePaymentViewStatus;
  /** `success`: go on. */
  onContinue(): void;
}

/**
 * Spec §2 'Coinbase onramp status': 'Fund account: In Progress' with what to do, then 'You've funded
 * your account!' with Continue.
 */
export function ExchangePaymentView({ provider, payment, onContinue }: ExchangePaymentViewProps) {
  const m = useMessages();
  const shared = m.funding.payment;
  const copy = m.funding.exchange;
  if (payment === 'success') {
    return (
      <StatusScreen
        name="exchange-payment"
        status={payment}
        tone="success"
        icon={<BankIcon />}
        title={shared.funded}
        description={shared.fundedDetail}
        actions={<Button onClick={onContinue}>{m.funding.continue}</Button>}
      />
    );
  }
  return (
    <StatusScreen
      name="exchange-payment"
      status={payment}
      tone="pending"
      icon={<BankIcon />}
      title={shared.title}
      busyLabel={shared.inProgress}
      description={
        payment === 'pending-in-flow'
          ? format(copy.pendingInFlowDetail, { provider: m.funding.providers[provider] })
          : copy.pendingAfterFlowDetail
      }
      message={<Chip>{shared.inProgress}</Chip>}
    />
  );
}
