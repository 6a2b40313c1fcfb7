'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ShieldIcon } from '../../primitives/icons.tsx';
import { ReviewScreen } from '../../primitives/templates/ReviewScreen.tsx';

/** One status: the user decides to add a password. */
export const setPasswordIntroViewStatuses = ['intro'] as const;
export type SetPasswordIntroViewStatus = (typeof setPasswordIntroViewStatuses)[number];

export interface SetPasswordIntroViewProps {
  status?: SetPasswordIntroViewStatus;
  /** 'Add password': on to the password form (`PasswordView`, stage `creating`). */
  onAddPassword(): void;
}

/** Spec §2 'Set wallet password': the intro 'Secure Your Account' with 'Add password'. */
export function SetPasswordIntroView({ status = 'intro', onAddPassword }: SetPasswordIntroViewProps) {
  const copy = useMessages().recovery.setPasswordIntro;
  return (
    <ReviewScreen
      name="set-password-intro"
      status={status}
      icon={<ShieldIcon />}
      title={copy.title}
      description={copy.description}
      actions={<Button onClick={onAddPassword}>{copy.addPassword}</Button>}
    />
  );
}
