import type { LoginMode } from '../../core/api/wire.ts';
import type { FoyerErrorCode } from '../../core/errors/codes.ts';
import { FoyerError, ValidationError } from '../../core/errors/FoyerError.ts';
import type { CaptchaFailureCode, CodeOf, IntentRefusalCode, VerifyFailureCode } from '../../core/flow/failures.ts';
import { checkIntent } from '../../core/flow/intent.ts';
import type { RunFacts } from '../../core/flow/sessionFacts.ts';
import { machineSteps, type SteppedRunSnapshot } from '../../core/flow/steps.ts';
import type { FlowIntent, FlowResult, Machine, Transition } from '../../core/flow/types.ts';
import { isCompleteCode, normalizeCode } from '../../core/validation/code.ts';

/** The spec's one-time-code states (e-mail and SMS alike), in order. Stories and tests iterate over this list. */
export const codeLoginStatuses = [
  'initial',
  'sending-code',
  'awaiting-code-input',
  'submitting-code',
  'done',
  'error',
] as const;
export type CodeLoginStatus = (typeof codeLoginStatuses)[number];

/** What every one-time-code run keeps beside its destination (`To`: the address, or the number). */
export interface CodeRunFields {
  /** When the last code was sent (ms since epoch, core clock), for the resend cooldown. */
  codeSentAt: number | null;
  disableSignup: boolean;
}

/**
 * A one-time-code flow's snapshot: where the code goes (`To`), the run's fields, the status, and which
 * call failed (`failedStep`): a failed send belongs on the destination's step, a failed submit on the code step.
 */
export type CodeLoginSnapshot<
  To,
  Method extends string,
  Code extends FoyerErrorCode = FoyerErrorCode,
> = SteppedRunSnapshot<
  'sending-code' | 'awaiting-code-input' | 'submitting-code',
  FlowResult<Method>,
  'send' | 'submit',
  FoyerError<Code>,
  To & CodeRunFields
>;

/** `Send`: what a send command names (an address; a number and its channel). */
export type CodeLoginEvent<
  Send,
  Facts extends RunFacts,
  Method extends string,
  Code extends FoyerErrorCode = FoyerErrorCode,
> =
  | ({ type: 'send'; disableSignup: boolean; facts: Facts } & Send)
  | { type: 'resend'; facts: Facts }
  | { type: 'codeSent'; at: number }
  | { type: 'sendFailed'; error: FoyerError<Code> }
  | { type: 'submit'; code: string; facts: Facts }
  | { type: 'verified'; result: FlowResult<Method> }
  | { type: 'submitFailed'; error: FoyerError<Code> }
  | { type: 'reset' };

/** `SendTo`: where the send call sends the code; `VerifyAt`: what the verify call names with it. */
export type CodeLoginEffect<SendTo, VerifyAt> =
  | ({ type: 'sendCode' } & SendTo)
  | ({ type: 'verifyCode'; intent: FlowIntent; code: string; mode: LoginMode } & VerifyAt);

/** What differs between the e-mail and the SMS machine: the destination, read and checked. */
export interface CodeDestination<To, Send, Facts extends RunFacts, SendTo, VerifyAt, Refusal extends FoyerErrorCode> {
  /** The account type the intent rules check (`'email'`, `'phone'`). */
  accountType: string;
  /** Where a send command asks for the code to go, as the snapshot keeps it (before any check). */
  read(send: Send): To;
  /** Why that destination cannot take a code (checked after the intent rules), or null. */
  refuse(send: Send, to: To, facts: Facts): FoyerError<Refusal> | null;
  /** What the send call needs; null while no destination is known. */
  sendTo(to: To): SendTo | null;
  /** What the verify call names; null while no destination is known. */
  verifyAt(to: To): VerifyAt | null;
}

/** The machine's view of any one-time-code snapshot: the fields every destination shares. */
type Loose = CodeLoginSnapshot<unknown, string>;

// Codes as literals, not `ErrorCode.*`: the catalogue stays out of a login page's startup JS.
const noFlow = (command: string) =>
  new FoyerError('no_flow_in_progress', `${command}() needs a code to have been sent first; call sendCode()`);
const invalidCode = () => new ValidationError('code', 'invalid_code', 'The code must be exactly 6 digits 0-9');

/**
 * The codes a one-time-code flow gives: the intent rules', the machine's own (no code sent yet, not
 * six digits), the destination's refusals (`Refusal`), the send call's captcha, the verify stage's,
 * and `code_outcome_unknown` (`spendCode`: a verify call whose reply was lost).
 */
export type CodeLoginErrorCode<Refusal extends FoyerErrorCode> =
  | IntentRefusalCode
  | CodeOf<ReturnType<typeof noFlow | typeof invalidCode>>
  | Refusal
  | CaptchaFailureCode
  | VerifyFailureCode
  | 'code_outcome_unknown';

/**
 * The one-time-code machine of e-mail and SMS: send a code (intent rules, then the destination's
 * checks, before any call), await it, submit it (six digits, whitespace stripped), done or error.
 * A new `send` or `submit` supersedes one in flight (the runtime aborts the older call). Pure.
 */
export function codeLoginMachine<
  To,
  Send,
  Facts extends RunFacts,
  SendTo,
  VerifyAt,
  Method extends string,
  Refusal extends FoyerErrorCode,
>(
  destination: CodeDestination<To, Send, Facts, SendTo, VerifyAt, Refusal>,
  initial: CodeLoginSnapshot<To, Method, CodeLoginErrorCode<Refusal>>,
): Machine<
  CodeLoginSnapshot<To, Method, CodeLoginErrorCode<Refusal>>,
  CodeLoginEvent<Send, Facts, Method, CodeLoginErrorCode<Refusal>>,
  CodeLoginEffect<SendTo, VerifyAt>
> {
  type Snapshot = CodeLoginSnapshot<To, Method, CodeLoginErrorCode<Refusal>>;
  type Fields = To & CodeRunFields;
  type Effect = CodeLoginEffect<SendTo, VerifyAt>;
  // The kit's steps, on the fields every destination shares: the destination's own ride along.
  const { stay, pending, done, fail, reset, fields } = machineSteps<Loose, Effect>(initial);
  const refusal = (facts: Facts) => checkIntent(facts.intent, facts.session, destination.accountType);

  return (snapshot, event): Transition<Snapshot, Effect> => step(snapshot, event) as Transition<Snapshot, Effect>;

  function step(
    snapshot: Snapshot,
    event: CodeLoginEvent<Send, Facts, Method, CodeLoginErrorCode<Refusal>>,
  ): Transition<Loose, Effect> {
    const base = fields(snapshot) as Fields;
    switch (event.type) {
      case 'send': {
        const next: Fields = { ...destination.read(event), codeSentAt: null, disableSignup: event.disableSignup };
        const refused = refusal(event.facts) ?? destination.refuse(event, next, event.facts);
        const to = destination.sendTo(next);
        if (refused || !to) return fail(next, refused ?? noFlow('sendCode'), 'send');
        return pending(next, 'sending-code', { type: 'sendCode', ...to } as Effect);
      }
      case 'resend': {
        const to = destination.sendTo(base);
        if (!to) return fail(base, noFlow('resendCode'), 'send');
        const refused = refusal(event.facts);
        if (refused) return fail(base, refused, 'send');
        return pending(base, 'sending-code', { type: 'sendCode', ...to } as Effect);
      }
      case 'codeSent':
        if (snapshot.status !== 'sending-code') return stay(snapshot);
        return pending({ ...base, codeSentAt: event.at }, 'awaiting-code-input');
      case 'sendFailed':
        return snapshot.status === 'sending-code' ? fail(base, event.error, 'send') : stay(snapshot);
      case 'submit': {
        const at = destination.verifyAt(base);
        if (!at || base.codeSentAt === null) return fail(base, noFlow('loginWithCode'), 'submit');
        const refused = refusal(event.facts);
        if (refused) return fail(base, refused, 'submit');
        const code = normalizeCode(event.code);
        if (!isCompleteCode(code)) {
          return fail(base, invalidCode(), 'submit');
        }
        const mode: LoginMode = base.disableSignup ? 'no-signup' : 'login-or-sign-up';
        const verifyCode = { type: 'verifyCode', intent: event.facts.intent, ...at, code, mode } as Effect;
        return pending(base, 'submitting-code', verifyCode);
      }
      case 'verified':
        return snapshot.status === 'submitting-code' ? done(base, event.result) : stay(snapshot);
      case 'submitFailed':
        return snapshot.status === 'submitting-code' ? fail(base, event.error, 'submit') : stay(snapshot);
      case 'reset':
        return reset();
    }
  }
}
