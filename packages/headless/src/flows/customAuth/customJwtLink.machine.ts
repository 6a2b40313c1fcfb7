import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { IntentRefusalCode, VerifyFailureCode } from '../../core/flow/failures.ts';
import { checkIntent, type SessionFacts } from '../../core/flow/intent.ts';
import { machineSteps, type RunSnapshot } from '../../core/flow/steps.ts';
import type { LinkComplete, Transition } from '../../core/flow/types.ts';

/** Linking a custom JWT's account to the signed-in user, in order. */
export const customJwtLinkStatuses = ['initial', 'loading', 'done', 'error'] as const;
export type CustomJwtLinkStatus = (typeof customJwtLinkStatuses)[number];

/** The codes linking a custom JWT gives (`state.error.code`, `onError`): the linking rules', the call's. */
export type CustomJwtLinkErrorCode = IntentRefusalCode | VerifyFailureCode;

export type CustomJwtLinkSnapshot = RunSnapshot<'loading', LinkComplete<'custom'>, FoyerError<CustomJwtLinkErrorCode>>;

export type CustomJwtLinkEvent =
  | { type: 'link'; token: string; session: SessionFacts }
  | { type: 'linked'; result: LinkComplete<'custom'> }
  | { type: 'failed'; error: FoyerError<CustomJwtLinkErrorCode> }
  | { type: 'reset' };

export type CustomJwtLinkEffect = { type: 'link'; token: string };

export const initialCustomJwtLinkSnapshot: CustomJwtLinkSnapshot = { status: 'initial', error: null, result: null };

type Step = Transition<CustomJwtLinkSnapshot, CustomJwtLinkEffect>;
const step = /* @__PURE__ */ machineSteps<CustomJwtLinkSnapshot, CustomJwtLinkEffect>(initialCustomJwtLinkSnapshot);

/** Pure transition: the linking rules (`checkIntent('link', …, 'custom_auth')`), then one call. */
export function customJwtLinkMachine(snapshot: CustomJwtLinkSnapshot, event: CustomJwtLinkEvent): Step {
  switch (event.type) {
    case 'link': {
      const refused = checkIntent('link', event.session, 'custom_auth');
      if (refused) return step.fail({}, refused);
      return step.pending({}, 'loading', { type: 'link', token: event.token });
    }
    case 'linked':
      return snapshot.status === 'loading' ? step.done({}, event.result) : step.stay(snapshot);
    case 'failed':
      return snapshot.status === 'loading' ? step.fail({}, event.error) : step.stay(snapshot);
    case 'reset':
      return step.reset();
  }
}
