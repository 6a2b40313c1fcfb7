'use client';
import type { FoyerErrorCode, PhoneCountry, SmsChannel } from '@foyer/headless';
import type { FormEvent } from 'react';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Chip } from '../../primitives/Chip.tsx';
import { PhoneInput } from '../../primitives/PhoneInput.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { useSlot } from '../../primitives/slots.ts';
import { FormScreen } from '../../primitives/templates/FormScreen.tsx';

/**
 * `loading`: the phone formatter is on its way; `unavailable`: it failed to load (Retry);
 * `initial`: ready for a number; `sending-code`: the number was submitted; `error`: it was refused
 * (inline message).
 */
export const phoneLoginViewStatuses = ['loading', 'unavailable', 'initial', 'sending-code', 'error'] as const;
export type PhoneLoginViewStatus = (typeof phoneLoginViewStatuses)[number];

export interface PhoneLoginViewProps {
  status: PhoneLoginViewStatus;
  /**
   * A screen of its own (link, update: with `header`), or `inline`: the form alone, inside the
   * landing screen's 'Continue with SMS' row.
   */
  variant?: 'screen' | 'inline';
  /** The screen variant's title ('Link your phone number', 'Update your phone number'). */
  header?: string;
  /** The number an update replaces (shown under the title). */
  currentPhoneNumber?: string | null;
  countries: readonly PhoneCountry[];
  country: string;
  value: string;
  /** The number is valid for its country: Submit is enabled. */
  valid: boolean;
  channel?: SmsChannel;
  /** Mark the input with the 'Recent' chip. */
  recent?: boolean;
  autoFocus?: boolean;
  error?: { code: FoyerErrorCode } | null;
  onValueChange(value: string): void;
  onCountryChange(country: string): void;
  /** Submit or Enter; Enter also sends an invalid number, so the container can say why. */
  onSubmit(): void;
  /** `unavailable`: load the phone formatter again. */
  onRetry?(): void;
}

/** Spec §2 'Phone input': country picker and tel input, Submit, Recent chip, the carrier-charges hint. */
export function PhoneLoginView({
  status,
  variant = 'screen',
  header,
  currentPhoneNumber,
  countries,
  country,
  value,
  valid,
  recent = false,
  autoFocus = false,
  error,
  onValueChange,
  onCountryChange,
  onSubmit,
  onRetry,
}: PhoneLoginViewProps) {
  const m = useMessages();
  const sending = status === 'sending-code';
  const unavailable = status === 'unavailable';
  const formSlot = useSlot('phone-form', 'flex flex-col');
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!sending) onSubmit();
  };
  const form = (
    <form
      noValidate
      onSubmit={submit}
      {...formSlot}
      data-status={variant === 'inline' ? status : undefined}
      aria-busy={status === 'loading' || sending}
    >
      <PhoneInput
        label={m.phone.label}
        placeholder={m.phone.placeholder}
        value={value}
        country={country}
        countries={countries}
        autoFocus={autoFocus}
        error={status === 'error' ? errorMessage(error, m) : unavailable ? m.phone.loadFailed : null}
        hint={status === 'loading' ? m.phone.loading : m.phone.carrierHint}
        onValueChange={onValueChange}
        onCountryChange={onCountryChange}
        onEnter={() => submit()}
        end={
          <>
            {recent ? <Chip>{m.landing.recent}</Chip> : null}
            {unavailable ? (
              <Button size="sm" onClick={onRetry}>
                {m.phone.retry}
              </Button>
            ) : (
              <Button type="submit" size="sm" disabled={!valid || sending || status === 'loading'}>
                {sending ? <Spinner size="sm" /> : null}
                {m.phone.submit}
              </Button>
            )}
          </>
        }
      />
    </form>
  );
  if (variant === 'inline') return form;
  return (
    <FormScreen
      name="phone-login"
      status={status}
      title={header ?? ''}
      description={currentPhoneNumber ? format(m.phone.currentNumber, { phoneNumber: currentPhoneNumber }) : undefined}
    >
      {form}
    </FormScreen>
  );
}
