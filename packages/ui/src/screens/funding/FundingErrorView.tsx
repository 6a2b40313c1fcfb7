'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';
import type { FundingError } from './fundingText.ts';
import { fundingErrorText } from './fundingText.ts';

/** `error`: a failure that ends funding (funding not enabled, a chain or an asset it cannot fund, bad data). */
export const fundingErrorViewStatuses = ['error'] as const;

export interface FundingErrorViewProps {
  /** The state's `error`: its code's text, with the chain's id when `details.chainId` names one. */
  error: FundingError;
  onClose(): void;
}

/** Spec §8 'Funding': the failure's text, and Close. */
export function FundingErrorView({ error, onClose }: FundingErrorViewProps) {
  const m = useMessages();
  const copy = m.funding.error;
  return (
    <StatusScreen
      name="funding-error"
      status="error"
      tone="error"
      title={copy.title}
      description={fundingErrorText(error, m)}
      actions={<Button onClick={onClose}>{copy.close}</Button>}
    />
  );
}
