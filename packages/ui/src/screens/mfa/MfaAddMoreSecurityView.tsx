'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ShieldIcon } from '../../primitives/icons.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

/** One status: the app enables no MFA method, so there is nothing to add. */
export const mfaAddMoreSecurityViewStatuses = ['no-methods'] as const;
export type MfaAddMoreSecurityViewStatus = (typeof mfaAddMoreSecurityViewStatuses)[number];

export interface MfaAddMoreSecurityViewProps {
  status?: MfaAddMoreSecurityViewStatus;
  onClose(): void;
}

/** Spec §2 'MFA': 'Add more security', shown when the app has no MFA methods enabled. */
export function MfaAddMoreSecurityView({ status = 'no-methods', onClose }: MfaAddMoreSecurityViewProps) {
  const m = useMessages().mfa.addMoreSecurity;
  return (
    <StatusScreen
      name="mfa-add-more-security"
      status={status}
      tone="info"
      icon={<ShieldIcon />}
      title={m.title}
      description={m.description}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {m.close}
        </Button>
      }
    />
  );
}
