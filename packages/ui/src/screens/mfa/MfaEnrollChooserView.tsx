'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import { useId } from 'react';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { ShieldIcon } from '../../primitives/icons.tsx';
import { ListScreen } from '../../primitives/templates/ListScreen.tsx';
import { MfaMethodIcon } from './MfaMethodIcon.tsx';
import { enrollMethodOrder, type MfaMethod, mfaErrorMessage } from './mfaCopy.ts';

/** `choosing`; `error`: the last change failed ('Unknown error' unless spec §8 says more), pick again. */
export const mfaEnrollChooserViewStatuses = ['choosing', 'error'] as const;
export type MfaEnrollChooserViewStatus = (typeof mfaEnrollChooserViewStatuses)[number];

export interface MfaEnrollChooserViewProps {
  status: MfaEnrollChooserViewStatus;
  /** The methods the app enables: a row each, in the spec's order (Passkey, Authenticator app, SMS). */
  offered: readonly MfaMethod[];
  /** The user's enrolled methods: shown as enabled, with Remove; they cannot be selected. */
  enrolled: readonly MfaMethod[];
  /** The user logs in with SMS: the SMS row is disabled (spec §5). */
  smsLogin?: boolean;
  /** What failed (`error` only), by code. */
  errorCode?: FoyerErrorCode | null;
  onSelect(method: MfaMethod): void;
  onRemove(method: MfaMethod): void;
}

/**
 * Spec §2 'MFA' enrollment: 'Choose a verification method'. An enabled method shows 'Enabled' and
 * Remove; SMS is disabled for a user who logs in with SMS (spec §5).
 */
export function MfaEnrollChooserView({
  status,
  offered,
  enrolled,
  smsLogin = false,
  errorCode = null,
  onSelect,
  onRemove,
}: MfaEnrollChooserViewProps) {
  const m = useMessages();
  const copy = m.mfa.enrollChooser;
  const smsHintId = useId();
  return (
    <ListScreen
      name="mfa-enroll-chooser"
      status={status}
      icon={<ShieldIcon />}
      title={copy.title}
      message={status === 'error' ? <ErrorMessage>{mfaErrorMessage(errorCode, m, 'enroll')}</ErrorMessage> : null}
    >
      {enrollMethodOrder
        .filter((method) => offered.includes(method))
        .map((method) => {
          const name = m.mfa.methods[method];
          if (enrolled.includes(method)) {
            return (
              <div
                key={method}
                data-method={method}
                className="flex min-h-11 items-center gap-2 rounded-foyer-sm border border-border py-1 pr-1 pl-4"
              >
                <MfaMethodIcon method={method} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="text-base font-medium">{name}</span>
                  <span className="text-xs font-medium text-success">{copy.enabled}</span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={format(copy.removeLabel, { method: name })}
                  onClick={() => onRemove(method)}
                >
                  {copy.remove}
                </Button>
              </div>
            );
          }
          const unavailable = method === 'sms' && smsLogin;
          return (
            <div key={method} className="flex flex-col gap-1">
              <Button
                variant="secondary"
                data-method={method}
                className="justify-start"
                disabled={unavailable}
                aria-describedby={unavailable ? smsHintId : undefined}
                onClick={() => onSelect(method)}
              >
                <MfaMethodIcon method={method} />
                {name}
              </Button>
              {unavailable ? (
                <p id={smsHintId} className="text-center text-sm text-muted-foreground">
                  {copy.smsUnavailable}
                </p>
              ) : null}
            </div>
          );
        })}
    </ListScreen>
  );
}
