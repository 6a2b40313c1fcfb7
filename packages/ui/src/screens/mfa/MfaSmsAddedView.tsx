'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

/** One status: the SMS method is enrolled. */
export const mfaSmsAddedViewStatuses = ['added'] as const;
export type MfaSmsAddedViewStatus = (typeof mfaSmsAddedViewStatuses)[number];

export interface MfaSmsAddedViewProps {
  status?: MfaSmsAddedViewStatus;
  onDone(): void;
}

/** Spec §2 'MFA' SMS enrollment's end: 'SMS verification added' with Done. */
export function MfaSmsAddedView({ status = 'added', onDone }: MfaSmsAddedViewProps) {
  const m = useMessages().mfa.smsAdded;
  return (
    <StatusScreen
      name="mfa-sms-added"
      status={status}
      tone="success"
      title={m.title}
      description={m.description}
      actions={<Button onClick={onDone}>{m.done}</Button>}
    />
  );
}
