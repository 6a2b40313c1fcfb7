'use client';
import { ErrorCode, type FoyerErrorCode, type PhoneCountry } from '@foyer/headless';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { FormScreen } from '../../primitives/templates/FormScreen.tsx';
import { PhoneLoginView, type PhoneLoginViewStatus, phoneLoginViewStatuses } from '../sms/PhoneLoginView.tsx';
import { MfaMethodIcon } from './MfaMethodIcon.tsx';
import { mfaErrorMessage } from './mfaCopy.ts';

/** The phone form's statuses (`PhoneLoginView`): `sending-code` once the number is submitted, `error` when refused. */
export const mfaEnrollSmsViewStatuses = phoneLoginViewStatuses;
export type MfaEnrollSmsViewStatus = PhoneLoginViewStatus;

export interface MfaEnrollSmsViewProps {
  status: MfaEnrollSmsViewStatus;
  countries: readonly PhoneCountry[];
  country: string;
  value: string;
  /** The number is valid for its country: Submit is enabled. */
  valid: boolean;
  /** What was refused (`error` only), by code. */
  errorCode?: FoyerErrorCode | null;
  onValueChange(value: string): void;
  onCountryChange(country: string): void;
  /** Submit: text the enrollment code to the number. */
  onSubmit(): void;
  /** `unavailable`: load the phone formatter again. */
  onRetry?(): void;
}

/** Errors about the number itself: the field says why. Any other is the enrollment's ('Unknown error'). */
const numberErrors: ReadonlySet<FoyerErrorCode> = new Set([
  ErrorCode.INVALID_PHONE_NUMBER,
  ErrorCode.REGION_NOT_SUPPORTED,
]);

/**
 * Spec §2 'MFA' SMS enrollment, the phone entry: the login's phone form (country picker, number,
 * Submit, 'Carrier charges may apply.'), under its own title.
 */
export function MfaEnrollSmsView({ status, errorCode = null, ...form }: MfaEnrollSmsViewProps) {
  const m = useMessages();
  const numberError = status === 'error' && errorCode !== null && numberErrors.has(errorCode);
  return (
    <FormScreen
      name="mfa-enroll-sms"
      status={status}
      icon={<MfaMethodIcon method="sms" />}
      title={m.mfa.enrollSms.title}
      description={m.mfa.enrollSms.description}
      message={
        status === 'error' && !numberError ? (
          <ErrorMessage>{mfaErrorMessage(errorCode, m, 'enroll')}</ErrorMessage>
        ) : null
      }
    >
      <PhoneLoginView
        {...form}
        variant="inline"
        autoFocus
        status={status === 'error' && !numberError ? 'initial' : status}
        error={numberError ? { code: errorCode } : null}
      />
    </FormScreen>
  );
}
