'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { CheckIcon, ShieldIcon } from '../../primitives/icons.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { ReviewScreen } from '../../primitives/templates/ReviewScreen.tsx';

/** `idle`: Confirm; `submitting`: recovery is being set; `success`: the button reads Success; `error`: Try again. */
export const recoveryAutomaticViewStatuses = ['idle', 'submitting', 'success', 'error'] as const;
export type RecoveryAutomaticViewStatus = (typeof recoveryAutomaticViewStatuses)[number];

export interface RecoveryAutomaticViewProps {
  status: RecoveryAutomaticViewStatus;
  /** Confirm, and Try again after an error. */
  onConfirm(): void;
}

/**
 * Spec §2 'Automatic recovery': 'Automatically secure your account' with a Confirm button (becomes
 * Success), or 'Something went wrong' with 'Try again'.
 */
export function RecoveryAutomaticView({ status, onConfirm }: RecoveryAutomaticViewProps) {
  const m = useMessages();
  const copy = m.recoveryAutomatic;
  const failed = status === 'error';
  const done = status === 'success';
  const busy = status === 'submitting';

  return (
    <ReviewScreen
      name="recovery-automatic"
      status={status}
      tone={failed ? 'error' : done ? 'success' : 'info'}
      retryable
      focusTitle={failed}
      icon={<ShieldIcon />}
      title={failed ? copy.errorTitle : copy.title}
      actions={
        <Button disabled={busy || done} aria-busy={busy} onClick={done || busy ? undefined : onConfirm}>
          {busy ? <Spinner size="sm" /> : done ? <CheckIcon size={16} /> : null}
          {failed ? copy.tryAgain : done ? copy.success : copy.confirm}
        </Button>
      }
    />
  );
}
