import type { LoginMode, OAuthProvider } from '../../core/api/wire.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CaptchaFailureCode, CodeOf, IntentRefusalCode, VerifyFailureCode } from '../../core/flow/failures.ts';
import { checkIntent } from '../../core/flow/intent.ts';
import type { RunFacts } from '../../core/flow/sessionFacts.ts';
import { machineSteps, type RunSnapshot } from '../../core/flow/steps.ts';
import type { FlowIntent, FlowResult, Transition } from '../../core/flow/types.ts';
import type { OAuthReturn } from './oauthReturn.ts';
import type { PopupFailureCode } from './popupAuthorization.ts';
import { refuseOAuthReturn } from './returnCheck.ts';

/**
 * The OAuth flow's states, in order: the init call, the provider's page (a redirect away, or the
 * popup), the code exchange, then done or error. Stories and tests iterate over this list.
 */
export const oauthLoginStatuses = [
  'initial',
  'starting',
  'awaiting-provider',
  'authenticating',
  'done',
  'error',
] as const;
export type OAuthLoginStatus = (typeof oauthLoginStatuses)[number];

interface Common {
  /** The provider of the run (null before the first). */
  provider: OAuthProvider | null;
  /** The provider's page is in a popup (else the page itself went there). */
  popup: boolean;
  disableSignup: boolean;
}

export type OAuthLoginSnapshot = RunSnapshot<
  'starting' | 'awaiting-provider' | 'authenticating',
  FlowResult<OAuthProvider>,
  FoyerError<OAuthLoginErrorCode>,
  Common
>;

export type OAuthRunFacts = RunFacts;

/** What this browser kept for the run the return belongs to (null: nothing, e.g. another tab started it). */
export interface OAuthStored {
  stateCode: string;
  codeVerifier: string;
}

export type OAuthLoginEvent =
  | { type: 'start'; provider: OAuthProvider; popup: boolean; disableSignup: boolean; facts: OAuthRunFacts }
  /** The provider's page is open (popup) or the page is leaving for it (redirect). */
  | { type: 'opened' }
  | {
      type: 'returned';
      provider: OAuthProvider;
      returned: OAuthReturn;
      stored: OAuthStored | null;
      disableSignup: boolean;
      facts: OAuthRunFacts;
    }
  | { type: 'authenticated'; result: FlowResult<OAuthProvider> }
  | { type: 'failed'; error: FoyerError<OAuthLoginErrorCode> }
  | { type: 'reset' };

export type OAuthLoginEffect =
  | { type: 'init'; provider: OAuthProvider; popup: boolean; intent: FlowIntent; disableSignup: boolean }
  | { type: 'awaitPopup' }
  | {
      type: 'authenticate';
      intent: FlowIntent;
      provider: OAuthProvider;
      code: string;
      stateCode: string;
      codeVerifier: string;
      mode: LoginMode;
    };

export const initialOAuthLoginSnapshot: OAuthLoginSnapshot = {
  status: 'initial',
  provider: null,
  popup: false,
  disableSignup: false,
  error: null,
  result: null,
};

type Step = Transition<OAuthLoginSnapshot, OAuthLoginEffect>;

/**
 * The codes the OAuth flow gives (`state.error.code`, `onError`): the intent rules', a return's
 * refusal (its state, the user's denial, no verifier), the init call's captcha, the popup's, and
 * the calls' (the init, the code exchange).
 */
export type OAuthLoginErrorCode =
  | IntentRefusalCode
  | CodeOf<ReturnType<typeof checkReturn>>
  | CaptchaFailureCode
  | PopupFailureCode
  | VerifyFailureCode;

const step = /* @__PURE__ */ machineSteps<OAuthLoginSnapshot, OAuthLoginEffect>(initialOAuthLoginSnapshot);

/** Spec §4 'OAuth' and §8 'OAuth flow': what a return must pass before its code is exchanged. */
function checkReturn(returned: OAuthReturn, stored: OAuthStored | null) {
  if (!stored) {
    return new FoyerError(ErrorCode.INVALID_PKCE_PARAMETERS, 'No code verifier is stored for this OAuth return');
  }
  return refuseOAuthReturn(returned, stored.stateCode);
}

/**
 * Pure transition. The intent rules (an account type of `<provider>_oauth`) are checked on start and
 * again on return (the session may have changed while the user was at the provider); a return is
 * checked against what was stored (verifier present, state equal, not denied) before any call.
 */
export function oauthLoginMachine(snapshot: OAuthLoginSnapshot, event: OAuthLoginEvent): Step {
  const base = step.fields(snapshot);
  switch (event.type) {
    case 'start': {
      const next = { provider: event.provider, popup: event.popup, disableSignup: event.disableSignup };
      const refused = checkIntent(event.facts.intent, event.facts.session, `${event.provider}_oauth`);
      if (refused) return step.fail(next, refused);
      return step.pending(next, 'starting', {
        type: 'init',
        provider: event.provider,
        popup: event.popup,
        intent: event.facts.intent,
        disableSignup: event.disableSignup,
      });
    }
    case 'opened':
      if (snapshot.status !== 'starting') return step.stay(snapshot);
      return base.popup
        ? step.pending(base, 'awaiting-provider', { type: 'awaitPopup' })
        : step.pending(base, 'awaiting-provider');
    case 'returned': {
      // A redirect comes back to a fresh page ('initial'); a popup's return to a waiting run.
      if (snapshot.status !== 'initial' && snapshot.status !== 'awaiting-provider') {
        return step.stay(snapshot);
      }
      const next = { ...base, provider: event.provider, disableSignup: event.disableSignup };
      const problem = checkReturn(event.returned, event.stored);
      if (problem) return step.fail(next, problem);
      const refused = checkIntent(event.facts.intent, event.facts.session, `${event.provider}_oauth`);
      if (refused) return step.fail(next, refused);
      return step.pending(next, 'authenticating', {
        type: 'authenticate',
        intent: event.facts.intent,
        provider: event.provider,
        code: event.returned.code,
        stateCode: event.returned.state,
        codeVerifier: (event.stored as OAuthStored).codeVerifier,
        mode: event.disableSignup ? 'no-signup' : 'login-or-sign-up',
      });
    }
    case 'authenticated':
      if (snapshot.status !== 'authenticating') return step.stay(snapshot);
      return step.done(base, event.result);
    case 'failed':
      if (snapshot.status === 'initial' || snapshot.status === 'done' || snapshot.status === 'error')
        return step.stay(snapshot);
      return step.fail(base, event.error);
    case 'reset':
      return step.reset();
  }
}
