import type { AbortedError, ApiError, FoyerError, NetworkError, TimeoutError } from '../errors/FoyerError.ts';
import type { checkIntent } from './intent.ts';

/**
 * The codes a flow's errors can have, derived piece by piece: what its machine refuses with (the
 * return types of the helpers that build those errors), what its calls fail with, and what its
 * effects raise. Each flow names its union (`EmailLoginErrorCode`, …) beside its machine, types its
 * snapshot's `error` with it, and pins it in its hook's type test, so a custom UI's `switch` over
 * `state.error.code` is checked.
 */

/** The codes of the errors a type holds: `CodeOf<ReturnType<typeof refusal>>`. */
export type CodeOf<Errors> = Errors extends FoyerError<infer Code> ? Code : never;

/** The codes of the errors a machine's refusal builders return (`{ noFlow: () => new FoyerError(…), … }`). */
export type RefusalCode<Refusals extends Record<string, (...args: never[]) => FoyerError>> = CodeOf<
  ReturnType<Refusals[keyof Refusals]>
>;

/** What any provider call (`api.call`) fails with: a server's code (`ApiError`), its timeout, the network, an abort. */
export type CallFailureCode = CodeOf<ApiError | TimeoutError | NetworkError | AbortedError>;

/** What the intent rules refuse a command with (`checkIntent`). */
export type IntentRefusalCode = CodeOf<ReturnType<typeof checkIntent>>;

/**
 * What a captcha token fails with, as `captchaTokenFor` documents it: the captcha failed or timed
 * out, the site key is not one the kit runs, or the command was superseded.
 */
export type CaptchaFailureCode = 'captcha_failure' | 'captcha_timeout' | 'invalid_config' | 'aborted';

/**
 * What the verify stage fails with: its call's failures. An intent the flow has no call for
 * (`not_supported`), a session the server did not open (`unknown_auth_error`) and a failure of the
 * after-login steps (`embedded_wallet_create_error`) are server codes too.
 */
export type VerifyFailureCode = CallFailureCode;

/**
 * An error an effect threw, as its flow's error type. The runtime hands `failed` a `FoyerError`
 * (anything else thrown became `unknown_auth_error`); which codes the flow's effects raise is what
 * its union states and its type test pins.
 */
export const reported = <Failure extends FoyerError>(error: FoyerError): Failure => error as Failure;
