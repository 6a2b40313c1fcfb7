'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ShieldIcon } from '../../primitives/icons.tsx';
import { ListScreen } from '../../primitives/templates/ListScreen.tsx';
import { MfaMethodIcon } from './MfaMethodIcon.tsx';
import { type MfaMethod, verifyMethodOrder } from './mfaCopy.ts';

/** One status: the user picks how to verify. */
export const mfaVerifyChooserViewStatuses = ['choosing'] as const;
export type MfaVerifyChooserViewStatus = (typeof mfaVerifyChooserViewStatuses)[number];

export interface MfaVerifyChooserViewProps {
  status?: MfaVerifyChooserViewStatus;
  /** The user's enrolled methods: a row each, in the spec's order whatever this one's. */
  methods: readonly MfaMethod[];
  onSelect(method: MfaMethod): void;
  onCancel(): void;
}

/** Spec §2 'MFA' verification: 'Verify your identity', 'Choose a verification method', a row per enrolled method, Cancel. */
export function MfaVerifyChooserView({ status = 'choosing', methods, onSelect, onCancel }: MfaVerifyChooserViewProps) {
  const m = useMessages().mfa;
  return (
    <ListScreen
      name="mfa-verify-chooser"
      status={status}
      icon={<ShieldIcon />}
      title={m.verifyChooser.title}
      description={m.verifyChooser.subtitle}
      actions={
        <Button variant="ghost" onClick={onCancel}>
          {m.cancel}
        </Button>
      }
    >
      {verifyMethodOrder
        .filter((method) => methods.includes(method))
        .map((method) => (
          <Button
            key={method}
            variant="secondary"
            data-method={method}
            className="justify-start"
            onClick={() => onSelect(method)}
          >
            <MfaMethodIcon method={method} />
            {m.methods[method]}
          </Button>
        ))}
    </ListScreen>
  );
}
