/**
 * Type tests for `useCodeEntry` and `useCodeDigits` (checked by the typecheck stage, never run).
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { FlowResult } from '../../core/flow/types.ts';
import { useEmailLogin } from '../email/useEmailLogin.ts';
import { useSmsLogin } from '../sms/useSmsLogin.ts';
import type { CodeEntrySnapshot, CodeEntryStatus } from './codeEntry.machine.ts';
import { type DigitsFocus, useCodeDigits } from './useCodeDigits.ts';
import { useCodeEntry } from './useCodeEntry.ts';

expectTypeOf<CodeEntryStatus>().toEqualTypeOf<
  'sending-code' | 'awaiting-code-input' | 'submitting-code' | 'error' | 'code-unconfirmed' | 'done'
>();

// onComplete gets the result of the login hook it drives, with its method (a login, link or update).
useCodeEntry(useEmailLogin(), {
  onComplete: (result) => expectTypeOf(result).toEqualTypeOf<FlowResult<'email'>>(),
  onFailure: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError>(),
});
useCodeEntry(useSmsLogin({ intent: 'link' }), {
  onComplete: (result) => expectTypeOf(result).toEqualTypeOf<FlowResult<'sms'>>(),
});

const entry = useCodeEntry(useEmailLogin());
expectTypeOf(entry.state.status).toEqualTypeOf<CodeEntryStatus>();
expectTypeOf(entry.state.error).toEqualTypeOf<FoyerError | null>();
expectTypeOf(entry.state).toHaveProperty('locked').toEqualTypeOf<boolean>();
expectTypeOf(entry.state).toHaveProperty('attempt').toEqualTypeOf<number>();
expectTypeOf(entry.state).toHaveProperty('resendIn').toEqualTypeOf<number>();
// Commands never reject: each resolves with code entry's snapshot.
expectTypeOf(entry.submit('123456')).toEqualTypeOf<Promise<CodeEntrySnapshot>>();
expectTypeOf(entry.resend()).toEqualTypeOf<Promise<CodeEntrySnapshot>>();
// @ts-expect-error: not a code flow (no loginWithCode)
useCodeEntry({ state: { status: 'initial' }, resendCode: async () => ({ status: 'initial' as const }) });

const digits = useCodeDigits({ length: 6, onComplete: (code) => expectTypeOf(code).toEqualTypeOf<string>() });
expectTypeOf(digits.digits).toEqualTypeOf<readonly string[]>();
expectTypeOf(digits.enter(0, '123456')).toEqualTypeOf<DigitsFocus | null>();
expectTypeOf(digits.backspace(3)).toEqualTypeOf<DigitsFocus | null>();
expectTypeOf(digits.clear(2)).toEqualTypeOf<DigitsFocus>();
