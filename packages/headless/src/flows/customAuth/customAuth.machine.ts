import { ErrorCode } from '../../core/errors/codes.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CallFailureCode } from '../../core/flow/failures.ts';
import type { SessionFacts } from '../../core/flow/intent.ts';
import { machineSteps } from '../../core/flow/steps.ts';
import type { LoginComplete, Transition } from '../../core/flow/types.ts';

/** The spec's custom JWT states (§4 'Auth flow states'). Stories and tests iterate over this list. */
export const customAuthStatuses = ['initial', 'loading', 'done', 'error', 'not-enabled'] as const;
export type CustomAuthStatus = (typeof customAuthStatuses)[number];

/**
 * Spec §4: on LINKED_TO_ANOTHER_USER the sync retries. It does so this many times (the spec gives no
 * number), then fails like any other error.
 */
export const CUSTOM_AUTH_LINKED_RETRIES = 1;

/**
 * The codes the custom-token sync gives (`state.error.code`, `onError`): the app's getter failing
 * (`unknown_auth_error`) or not answering in time (`client_request_timeout`), and the calls' (the
 * login with the token, the logout): all of them a call's codes.
 */
export type CustomAuthErrorCode = CallFailureCode;
type Failure = FoyerError<CustomAuthErrorCode>;

export type CustomAuthSnapshot =
  | { status: 'initial' | 'loading' | 'not-enabled'; error: null; result: null }
  /** In sync with the app's token. `result` is the login it took, null when the session already matched. */
  | { status: 'done'; error: null; result: LoginComplete<'custom'> | null }
  | { status: 'error'; error: Failure; result: null };

/** What the machine is told about the world when a sync starts (read by the runtime). */
export interface CustomAuthFacts {
  /** The app config has custom JWT login on (`custom_jwt_auth`). */
  enabled: boolean;
  session: SessionFacts;
  /** The token the current session was made from by this kit, if it was. */
  syncedToken: string | null;
}

export type CustomAuthEvent =
  | { type: 'sync'; facts: CustomAuthFacts }
  | { type: 'tokenRead'; token: string | null; facts: CustomAuthFacts }
  | { type: 'readFailed'; error: Failure }
  | { type: 'authenticated'; result: LoginComplete<'custom'> }
  | { type: 'authFailed'; error: Failure; token: string; attempt: number }
  | { type: 'loggedOut'; error: Failure | null }
  | { type: 'reset' };

export type CustomAuthEffect =
  | { type: 'readToken' }
  | { type: 'authenticate'; token: string; attempt: number }
  /** Ends the session (when there is one), then reports `error`: null after the token went away. */
  | { type: 'logout'; error: Failure | null };

export const initialCustomAuthSnapshot: CustomAuthSnapshot = { status: 'initial', error: null, result: null };

type Step = Transition<CustomAuthSnapshot, CustomAuthEffect>;
const step = /* @__PURE__ */ machineSteps<CustomAuthSnapshot, CustomAuthEffect>(initialCustomAuthSnapshot);
const LOADING: CustomAuthSnapshot = { status: 'loading', error: null, result: null };
/** Loading, asking for `effect`; one snapshot for all of it, so subscribers hear of `loading` once. */
const loading = (effect: CustomAuthEffect): Step => step.to(LOADING, effect);
const at = (status: 'initial' | 'not-enabled'): Step => step.to({ status, error: null, result: null });

/**
 * Pure transition of the custom-token sync (spec §4): read the app's token; none while a custom-auth
 * user is signed in logs them out; one the session was not made from logs in with it (a changed token
 * is a new login); the same one is already in sync. A failure logs out, then ends in `error`
 * (LINKED_TO_ANOTHER_USER is retried first).
 */
export function customAuthMachine(snapshot: CustomAuthSnapshot, event: CustomAuthEvent): Step {
  switch (event.type) {
    case 'sync':
      return event.facts.enabled ? loading({ type: 'readToken' }) : at('not-enabled');
    case 'tokenRead': {
      if (snapshot.status !== 'loading') return step.stay(snapshot);
      const { session, syncedToken } = event.facts;
      if (event.token === null) {
        const customUser = session.authenticated && session.linkedTypes.includes('custom_auth');
        return customUser ? loading({ type: 'logout', error: null }) : at('initial');
      }
      if (session.authenticated && event.token === syncedToken) {
        return step.to({ status: 'done', error: null, result: null });
      }
      return loading({ type: 'authenticate', token: event.token, attempt: 0 });
    }
    case 'readFailed':
      return snapshot.status === 'loading' ? loading({ type: 'logout', error: event.error }) : step.stay(snapshot);
    case 'authenticated':
      return snapshot.status === 'loading' ? step.done({}, event.result) : step.stay(snapshot);
    case 'authFailed': {
      if (snapshot.status !== 'loading') return step.stay(snapshot);
      const retry = event.error.code === ErrorCode.LINKED_TO_ANOTHER_USER && event.attempt < CUSTOM_AUTH_LINKED_RETRIES;
      if (retry) return loading({ type: 'authenticate', token: event.token, attempt: event.attempt + 1 });
      return loading({ type: 'logout', error: event.error });
    }
    case 'loggedOut':
      if (snapshot.status !== 'loading') return step.stay(snapshot);
      if (event.error === null) return at('initial');
      return step.fail({}, event.error);
    case 'reset':
      return step.reset();
  }
}
