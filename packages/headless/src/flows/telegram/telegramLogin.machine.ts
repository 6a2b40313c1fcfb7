import type { LoginMode } from '../../core/api/wire.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CaptchaFailureCode, CodeOf, IntentRefusalCode, VerifyFailureCode } from '../../core/flow/failures.ts';
import { checkIntent } from '../../core/flow/intent.ts';
import type { RunFacts } from '../../core/flow/sessionFacts.ts';
import { machineSteps, type RunSnapshot } from '../../core/flow/steps.ts';
import type { FlowIntent, FlowResult, Transition } from '../../core/flow/types.ts';
import type { TelegramAuthData } from './telegramAddress.ts';
import type { TelegramEffectFailureCode } from './telegramLogin.flow.ts';

/** The Telegram flow's states (reference `TelegramAuthFlowState`; spec §4: loading, done), in order. */
export const telegramLoginStatuses = ['initial', 'loading', 'done', 'error'] as const;
export type TelegramLoginStatus = (typeof telegramLoginStatuses)[number];

/**
 * `data` is the proof being verified (kept after a failure, so an account transfer can re-send
 * it); `redirecting` is set while the page is on its way to Telegram's login page.
 */
interface Common {
  data: TelegramAuthData | null;
  redirecting: boolean;
}

const noProof = () =>
  new FoyerError(ErrorCode.INVALID_DATA, 'No Telegram login data: the page was not opened from Telegram');

/**
 * The codes the Telegram flow gives (`state.error.code`, `onError`): the intent rules', no proof to
 * verify, no bot to redirect to, and the calls' (the bot's details; the check, with its captcha).
 */
export type TelegramLoginErrorCode =
  | IntentRefusalCode
  | CodeOf<ReturnType<typeof noProof>>
  | TelegramEffectFailureCode
  | CaptchaFailureCode
  | VerifyFailureCode;

export type TelegramLoginSnapshot = RunSnapshot<
  'loading',
  FlowResult<'telegram'>,
  FoyerError<TelegramLoginErrorCode>,
  Common
>;

export type TelegramRunFacts = RunFacts;

export type TelegramLoginEvent =
  | { type: 'authenticate'; data: TelegramAuthData | null; disableSignup: boolean; facts: TelegramRunFacts }
  | { type: 'redirect'; returnTo: string; facts: TelegramRunFacts }
  /** The page is on its way to Telegram: it stays `loading` until it unloads. */
  | { type: 'redirected' }
  | { type: 'verified'; result: FlowResult<'telegram'> }
  | { type: 'failed'; error: FoyerError<TelegramLoginErrorCode> }
  | { type: 'reset' };

export type TelegramLoginEffect =
  | { type: 'verify'; intent: FlowIntent; data: TelegramAuthData; mode: LoginMode }
  | { type: 'redirect'; returnTo: string };

export const initialTelegramLoginSnapshot: TelegramLoginSnapshot = {
  status: 'initial',
  data: null,
  redirecting: false,
  error: null,
  result: null,
};

type Step = Transition<TelegramLoginSnapshot, TelegramLoginEffect>;

const step = /* @__PURE__ */ machineSteps<TelegramLoginSnapshot, TelegramLoginEffect>(initialTelegramLoginSnapshot);
/** A failure ends any redirect in progress. */
const fail = (base: Common, error: FoyerError<TelegramLoginErrorCode>): Step =>
  step.fail({ ...base, redirecting: false }, error);
const loading = (base: Common, effect: TelegramLoginEffect): Step => step.pending(base, 'loading', effect);

/**
 * Pure transition. A login needs a visitor and a link a user who has no Telegram account yet
 * (`checkIntent`); a proof is verified by the server, or, without one, the visitor is sent to
 * Telegram's login page for the app's bot.
 */
export function telegramLoginMachine(snapshot: TelegramLoginSnapshot, event: TelegramLoginEvent): Step {
  const base = step.fields(snapshot);
  switch (event.type) {
    case 'authenticate': {
      const next: Common = { data: event.data, redirecting: false };
      const refused = checkIntent(event.facts.intent, event.facts.session, 'telegram');
      if (refused) return fail(next, refused);
      if (!event.data) {
        return fail(next, noProof());
      }
      const mode: LoginMode = event.disableSignup ? 'no-signup' : 'login-or-sign-up';
      return loading(next, { type: 'verify', intent: event.facts.intent, data: event.data, mode });
    }
    case 'redirect': {
      const next: Common = { data: null, redirecting: true };
      const refused = checkIntent(event.facts.intent, event.facts.session, 'telegram');
      if (refused) return fail(next, refused);
      return loading(next, { type: 'redirect', returnTo: event.returnTo });
    }
    case 'redirected':
      return step.stay(snapshot);
    case 'verified':
      if (snapshot.status !== 'loading' || snapshot.redirecting) return step.stay(snapshot);
      return step.done(base, event.result);
    case 'failed':
      return snapshot.status === 'loading' ? fail(base, event.error) : step.stay(snapshot);
    case 'reset':
      return step.reset();
  }
}
