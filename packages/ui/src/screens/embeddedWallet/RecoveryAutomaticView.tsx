'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { AlertIcon, CheckIcon, ShieldIcon } from '../../primitives/icons.tsx';
import { Screen } from '../../primitives/Screen.tsx';
import { ScreenIcon } from '../../primitives/ScreenIcon.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';

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
    <Screen name="recovery-automatic" status={status} className="items-center text-center">
      <ScreenIcon tone={failed ? 'danger' : done ? 'success' : 'neutral'} className="mt-4">
        {failed ? <AlertIcon size={28} /> : done ? <CheckIcon size={28} /> : <ShieldIcon size={28} />}
      </ScreenIcon>
      <Title focused={failed}>{failed ? copy.errorTitle : copy.title}</Title>
      <div className="mt-auto w-full" aria-live="polite">
        <Button
          className="w-full"
          disabled={busy || done}
          aria-busy={busy}
          onClick={done || busy ? undefined : onConfirm}
        >
          {busy ? <Spinner size="sm" /> : done ? <CheckIcon size={16} /> : null}
          {failed ? copy.tryAgain : done ? copy.success : copy.confirm}
        </Button>
      </div>
    </Screen>
  );
}
