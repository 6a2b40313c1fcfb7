import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CodeOf, IntentRefusalCode, VerifyFailureCode } from '../../core/flow/failures.ts';
import { checkIntent } from '../../core/flow/intent.ts';
import type { RunFacts } from '../../core/flow/sessionFacts.ts';
import { machineSteps, type RunSnapshot } from '../../core/flow/steps.ts';
import type { FlowResult, Transition } from '../../core/flow/types.ts';

/** The guest login's states, in order. Stories and tests iterate over this list. */
export const guestLoginStatuses = ['initial', 'loading', 'done', 'error'] as const;
export type GuestLoginStatus = (typeof guestLoginStatuses)[number];

export type GuestLoginSnapshot = RunSnapshot<'loading', FlowResult<'guest'>, FoyerError<GuestLoginErrorCode>>;

/** What the machine is told about the world when a run starts. */
export type GuestRunFacts = RunFacts;

export type GuestLoginEvent =
  | { type: 'login'; facts: GuestRunFacts }
  | { type: 'authenticated'; result: FlowResult<'guest'> }
  | { type: 'failed'; error: FoyerError<GuestLoginErrorCode> }
  | { type: 'reset' };

export type GuestLoginEffect = { type: 'authenticate' };

export const initialGuestLoginSnapshot: GuestLoginSnapshot = { status: 'initial', error: null, result: null };

type Step = Transition<GuestLoginSnapshot, GuestLoginEffect>;
const step = /* @__PURE__ */ machineSteps<GuestLoginSnapshot, GuestLoginEffect>(initialGuestLoginSnapshot);

/**
 * Spec §5 'Guest linking is unsupported', as `checkLink` (`core/accounts/linkRules.ts`) words it for
 * a signed-in user. Not called from here: `checkLink` would move the link rules into every page that
 * renders a login form, guest or not (startup JS).
 */
const guestLinkRefused = () => new FoyerError(ErrorCode.NOT_SUPPORTED, 'Linking is not supported for the guest flow');

/** The codes the guest flow gives (`state.error.code`, `onError`): the intent rules', no guest links, the call's. */
export type GuestLoginErrorCode = IntentRefusalCode | CodeOf<ReturnType<typeof guestLinkRefused>> | VerifyFailureCode;

/**
 * Pure transition. A guest login needs a visitor (`ALREADY_AUTHENTICATED`); a guest account is never
 * linked or updated: `MUST_BE_AUTHENTICATED` without a user, else `NOT_SUPPORTED`.
 */
export function guestLoginMachine(snapshot: GuestLoginSnapshot, event: GuestLoginEvent): Step {
  switch (event.type) {
    case 'login': {
      const { intent, session } = event.facts;
      const refused =
        checkIntent(intent === 'login' ? 'login' : 'link', session, 'guest') ??
        (intent === 'login' ? null : guestLinkRefused());
      if (refused) return step.fail({}, refused);
      return step.pending({}, 'loading', { type: 'authenticate' });
    }
    case 'authenticated':
      if (snapshot.status !== 'loading') return step.stay(snapshot);
      return step.done({}, event.result);
    case 'failed':
      return snapshot.status === 'loading' ? step.fail({}, event.error) : step.stay(snapshot);
    case 'reset':
      return step.reset();
  }
}
