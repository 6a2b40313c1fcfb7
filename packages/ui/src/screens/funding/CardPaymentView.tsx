'use client';
import type { CardPaymentSummary, CardProvider, FundingTarget } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Chip } from '../../primitives/Chip.tsx';
import { CardIcon } from '../../primitives/icons.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';
import { PaymentSummary } from './PaymentSummary.tsx';

/**
 * The card provider's payment (spec §4 'Card provider 1 payment status'): its window `opening`, the
 * payment `pending`, `processing` (waiting for authorization), `completed`, or `in-progress` (any
 * other status: the user has more to do there).
 */
export const cardPaymentViewStatuses = ['opening', 'pending', 'processing', 'completed', 'in-progress'] as const;
export type CardPaymentViewStatus = (typeof cardPaymentViewStatuses)[number];

export interface CardPaymentViewProps {
  /** What is funded: the asset received. */
  target: FundingTarget;
  provider: CardProvider;
  payment: CardPaymentViewStatus;
  /** The provider's summary of the payment, once it reports one. */
  summary: CardPaymentSummary | null;
  /** `processing` and `completed`: go on (the funds arrive later). */
  onContinue(): void;
}

/**
 * Spec §2 'Card provider 1 status' ('Fund account'): the payment's status; 'Processing payment' with
 * Continue; 'You've funded your account!', 'It may take a few minutes for the assets to appear.' with
 * Continue; 'In Progress', 'Go back to the provider to finish funding your account.'
 */
export function CardPaymentView({ target, provider, payment, summary, onContinue }: CardPaymentViewProps) {
  const m = useMessages();
  const copy = m.funding.card;
  const shared = m.funding.payment;
  const providerName = m.funding.providers[provider];
  const completed = payment === 'completed';
  const status = {
    opening: format(copy.opening, { provider: providerName }),
    pending: format(copy.pending, { provider: providerName }),
    processing: copy.processing,
    completed: null,
    'in-progress': shared.inProgress,
  }[payment];
  const detail = {
    opening: format(copy.windowDetail, { provider: providerName }),
    pending: format(copy.windowDetail, { provider: providerName }),
    processing: copy.processingDetail,
    completed: shared.fundedDetail,
    'in-progress': copy.inProgressDetail,
  }[payment];
  return (
    <StatusScreen
      name="card-payment"
      status={payment}
      tone={completed ? 'success' : 'pending'}
      icon={<CardIcon />}
      title={completed ? shared.funded : shared.title}
      busyLabel={status ?? shared.title}
      description={detail}
      message={status ? <Chip>{status}</Chip> : undefined}
      actions={
        completed || payment === 'processing' ? <Button onClick={onContinue}>{m.funding.continue}</Button> : undefined
      }
    >
      {summary ? <PaymentSummary target={target} summary={summary} /> : null}
    </StatusScreen>
  );
}
