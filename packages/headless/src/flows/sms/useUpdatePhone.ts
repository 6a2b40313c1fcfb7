'use client';
import type { FlowCallbacks } from '../../core/flow/types.ts';
import type { SmsLoginErrorCode } from './smsLogin.machine.ts';
import { type UseSmsLoginReturnType, useSmsLogin } from './useSmsLogin.ts';

export type UseUpdatePhoneParameters = FlowCallbacks<'update', 'sms', SmsLoginErrorCode>;
export type UseUpdatePhoneReturnType = UseSmsLoginReturnType<'update'>;

/**
 * Replaces the signed-in user's phone number: `sendCode({ phoneNumber })` sends a code to the new
 * number, `loginWithCode({ code })` verifies it and swaps the numbers. A user without a phone gets
 * `failed_to_update_account` (spec §5), with no request made.
 */
export function useUpdatePhone(params: UseUpdatePhoneParameters = {}): UseUpdatePhoneReturnType {
  return useSmsLogin({ ...params, intent: 'update' });
}
