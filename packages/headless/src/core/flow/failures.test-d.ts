/**
 * Type test (checked by the typecheck stage, never run): the pieces the flows' error-code unions are
 * derived from.
 */
import { expectTypeOf } from 'vitest';
import type { ServerErrorCode } from '../errors/serverCodes.ts';
import type { CallFailureCode, CaptchaFailureCode, IntentRefusalCode, VerifyFailureCode } from './failures.ts';

// A provider call fails with a server's code, its own timeout, the network or an abort.
expectTypeOf<CallFailureCode>().toEqualTypeOf<
  ServerErrorCode | 'client_request_timeout' | 'network_error' | 'aborted'
>();
// The intent rules, as `checkIntent` and the link limits build them.
expectTypeOf<IntentRefusalCode>().toEqualTypeOf<
  'already_authenticated' | 'must_be_authenticated' | 'failed_to_update_account' | 'cannot_link_more_of_type'
>();
expectTypeOf<CaptchaFailureCode>().toEqualTypeOf<
  'captcha_failure' | 'captcha_timeout' | 'invalid_config' | 'aborted'
>();
expectTypeOf<VerifyFailureCode>().toEqualTypeOf<CallFailureCode>();
