'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ShieldIcon } from '../../primitives/icons.tsx';
import { ReviewScreen } from '../../primitives/templates/ReviewScreen.tsx';

/** One status: the user decides whether to add a method now. */
export const mfaEnrollIntroViewStatuses = ['intro'] as const;
export type MfaEnrollIntroViewStatus = (typeof mfaEnrollIntroViewStatuses)[number];

export interface MfaEnrollIntroViewProps {
  status?: MfaEnrollIntroViewStatus;
  /** Continue: to the list of methods. */
  onContinue(): void;
  onNotNow(): void;
}

/** Spec §2 'MFA' enrollment intro, for a user with no MFA method: 'Transaction Protection', Continue or 'Not now'. */
export function MfaEnrollIntroView({ status = 'intro', onContinue, onNotNow }: MfaEnrollIntroViewProps) {
  const m = useMessages().mfa.enrollIntro;
  return (
    <ReviewScreen
      name="mfa-enroll-intro"
      status={status}
      icon={<ShieldIcon />}
      title={m.title}
      description={m.description}
      actions={
        <>
          <Button onClick={onContinue}>{m.continue}</Button>
          <Button variant="ghost" onClick={onNotNow}>
            {m.notNow}
          </Button>
        </>
      }
    />
  );
}
