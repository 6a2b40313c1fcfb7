'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

/** One status: the passkeys were added, removed or enabled. */
export const passkeysUpdatedViewStatuses = ['updated'] as const;
export type PasskeysUpdatedViewStatus = (typeof passkeysUpdatedViewStatuses)[number];

export interface PasskeysUpdatedViewProps {
  status?: PasskeysUpdatedViewStatus;
  /** 'Done'. */
  onDone(): void;
}

/** Spec §2 'Passkey management': the completion screen, 'Passkeys updated' with Done. */
export function PasskeysUpdatedView({ status = 'updated', onDone }: PasskeysUpdatedViewProps) {
  const copy = useMessages().passkeys.updated;
  return (
    <StatusScreen
      name="passkeys-updated"
      status={status}
      tone="success"
      title={copy.title}
      actions={<Button onClick={onDone}>{copy.done}</Button>}
    />
  );
}
