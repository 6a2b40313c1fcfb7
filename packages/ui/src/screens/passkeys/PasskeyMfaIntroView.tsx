'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ShieldIcon } from '../../primitives/icons.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

/** One status: the intro, before the passkey list. */
export const passkeyMfaIntroViewStatuses = ['intro'] as const;
export type PasskeyMfaIntroViewStatus = (typeof passkeyMfaIntroViewStatuses)[number];

export interface PasskeyMfaIntroViewProps {
  status?: PasskeyMfaIntroViewStatus;
  /** 'Continue' to the passkey list. */
  onContinue(): void;
}

/** Spec §2 'MFA' passkey enrollment: the setup intro (its copy is ours: the spec quotes none). */
export function PasskeyMfaIntroView({ status = 'intro', onContinue }: PasskeyMfaIntroViewProps) {
  const copy = useMessages().passkeys.mfaIntro;
  return (
    <StatusScreen
      name="passkey-mfa-intro"
      status={status}
      tone="info"
      icon={<ShieldIcon />}
      title={copy.title}
      description={copy.detail}
      focusTitle
      actions={<Button onClick={onContinue}>{copy.continue}</Button>}
    >
      <ul className="flex list-disc flex-col gap-1 self-stretch pl-5 text-left text-sm">
        <li>{copy.points.biometrics}</li>
        <li>{copy.points.device}</li>
      </ul>
    </StatusScreen>
  );
}
