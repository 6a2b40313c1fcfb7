import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CallFailureCode, CodeOf } from '../../core/flow/failures.ts';
import type { SessionFacts } from '../../core/flow/intent.ts';
import { machineSteps, type RunSnapshot } from '../../core/flow/steps.ts';
import type { Transition } from '../../core/flow/types.ts';
import type { User } from '../../core/user.ts';

/**
 * Spec §2 'Terms consent': accepting the app's terms for the signed-in user. Stories and tests
 * iterate over this list.
 */
export const acceptTermsStatuses = ['initial', 'accepting', 'done', 'error'] as const;
export type AcceptTermsStatus = (typeof acceptTermsStatuses)[number];

/** `result` is the user as the server returned it (`hasAcceptedTerms: true`). */
const visitorRefused = () =>
  new FoyerError(ErrorCode.MUST_BE_AUTHENTICATED, 'Accepting the terms needs a logged-in user');

/** The codes accepting the terms gives (`state.error.code`, `onError`): no signed-in user, the call's. */
export type AcceptTermsErrorCode = CodeOf<ReturnType<typeof visitorRefused>> | CallFailureCode;

export type AcceptTermsSnapshot = RunSnapshot<'accepting', User, FoyerError<AcceptTermsErrorCode>>;

export type AcceptTermsEvent =
  | { type: 'accept'; session: SessionFacts }
  | { type: 'accepted'; user: User }
  | { type: 'failed'; error: FoyerError<AcceptTermsErrorCode> }
  | { type: 'reset' };

export type AcceptTermsEffect = { type: 'acceptTerms' };

export const initialAcceptTermsSnapshot: AcceptTermsSnapshot = { status: 'initial', error: null, result: null };

type Step = Transition<AcceptTermsSnapshot, AcceptTermsEffect>;

const step = /* @__PURE__ */ machineSteps<AcceptTermsSnapshot, AcceptTermsEffect>(initialAcceptTermsSnapshot);

/** Pure: `accept` needs a signed-in user (else an error at once, with no request) and is ignored while one runs. */
export function acceptTermsMachine(snapshot: AcceptTermsSnapshot, event: AcceptTermsEvent): Step {
  switch (event.type) {
    case 'accept':
      if (snapshot.status === 'accepting') return step.stay(snapshot);
      if (!event.session.authenticated) {
        return step.fail({}, visitorRefused());
      }
      return step.pending({}, 'accepting', { type: 'acceptTerms' });
    case 'accepted':
      return snapshot.status === 'accepting' ? step.done({}, event.user) : step.stay(snapshot);
    case 'failed':
      return snapshot.status === 'accepting' ? step.fail({}, event.error) : step.stay(snapshot);
    case 'reset':
      return step.reset();
  }
}
