/**
 * Type tests for `useCaptcha` (checked by the typecheck stage, never run): the captcha's state
 * (spec §4 'Captcha' statuses, `result` the unused token) and its commands, which settle nothing.
 */
import { expectTypeOf } from 'vitest';
import type { CaptchaSnapshot, CaptchaStatus } from '../core/captcha/captcha.machine.ts';
import type { FoyerError } from '../core/errors/FoyerError.ts';
import { useCaptcha } from './useCaptcha.ts';

expectTypeOf<CaptchaStatus>().toEqualTypeOf<'disabled' | 'ready' | 'loading' | 'success' | 'error'>();
const captcha = useCaptcha();
expectTypeOf(captcha.state).toEqualTypeOf<CaptchaSnapshot>();
expectTypeOf(captcha.state.result).toEqualTypeOf<string | null>();
expectTypeOf(captcha.state.error).toEqualTypeOf<FoyerError | null>();
expectTypeOf(captcha.enabled).toBeBoolean();
expectTypeOf(captcha.ref).toEqualTypeOf<(element: HTMLElement | null) => void>();
expectTypeOf(captcha.start).toEqualTypeOf<() => void>();
expectTypeOf(captcha.retry).toEqualTypeOf<() => void>();
expectTypeOf(captcha.reset).toEqualTypeOf<() => void>();
