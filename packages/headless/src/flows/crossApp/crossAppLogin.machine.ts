import type { LoginMode } from '../../core/api/wire.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CaptchaFailureCode, CodeOf, IntentRefusalCode, VerifyFailureCode } from '../../core/flow/failures.ts';
import { checkIntent } from '../../core/flow/intent.ts';
import type { RunFacts } from '../../core/flow/sessionFacts.ts';
import { machineSteps, type RunSnapshot } from '../../core/flow/steps.ts';
import type { FlowIntent, FlowResult, Transition } from '../../core/flow/types.ts';
import type { OAuthReturn } from '../oauth/oauthReturn.ts';
import type { PopupFailureCode } from '../oauth/popupAuthorization.ts';
import { refuseOAuthReturn } from '../oauth/returnCheck.ts';

/** The login method a cross-app login reports: `privy:<provider app id>` (spec §3 'Login method labels'). */
export type CrossAppMethod = `privy:${string}`;

/**
 * The cross-app flow's states, in order: the init call (and the provider app's details), the
 * provider app's page in the popup, the code exchange, then done or error.
 */
export const crossAppLoginStatuses = [
  'initial',
  'starting',
  'awaiting-provider',
  'authenticating',
  'done',
  'error',
] as const;
export type CrossAppLoginStatus = (typeof crossAppLoginStatuses)[number];

/** Reference §5.13 `cross-app/details`: what the screen shows of the provider app. */
export interface CrossAppProviderApp {
  id: string;
  name: string | null;
  iconUrl: string | null;
}

interface Common {
  /** The provider app of the run (null before the first); `name`/`iconUrl` once its details came. */
  providerApp: CrossAppProviderApp | null;
  disableSignup: boolean;
}

/**
 * The codes the cross-app flow gives (`state.error.code`, `onError`): the intent rules', a return's
 * refusal (its state, the user's denial), the init call's captcha, the popup's, and the calls'.
 */
export type CrossAppLoginErrorCode =
  | IntentRefusalCode
  | CodeOf<ReturnType<typeof refuseOAuthReturn>>
  | CaptchaFailureCode
  | PopupFailureCode
  | VerifyFailureCode;

export type CrossAppLoginSnapshot = RunSnapshot<
  'starting' | 'awaiting-provider' | 'authenticating',
  FlowResult<CrossAppMethod>,
  FoyerError<CrossAppLoginErrorCode>,
  Common
>;

export type CrossAppRunFacts = RunFacts;

/** The run's PKCE secrets, kept in memory by the page that opened the popup. */
export interface CrossAppStored {
  stateCode: string;
  codeVerifier: string;
}

export type CrossAppLoginEvent =
  | { type: 'start'; appId: string; disableSignup: boolean; facts: CrossAppRunFacts }
  /** The popup shows the provider app's page; `details` when the details fetch answered. */
  | { type: 'opened'; details: { name: string; iconUrl: string | null } | null }
  | { type: 'returned'; returned: OAuthReturn; stored: CrossAppStored; facts: CrossAppRunFacts }
  | { type: 'authenticated'; result: FlowResult<CrossAppMethod> }
  | { type: 'failed'; error: FoyerError<CrossAppLoginErrorCode> }
  | { type: 'reset' };

export type CrossAppLoginEffect =
  | { type: 'init'; appId: string; intent: FlowIntent }
  | { type: 'awaitPopup' }
  | {
      type: 'authenticate';
      intent: FlowIntent;
      appId: string;
      code: string;
      stateCode: string;
      codeVerifier: string;
      mode: LoginMode;
    };

export const initialCrossAppLoginSnapshot: CrossAppLoginSnapshot = {
  status: 'initial',
  providerApp: null,
  disableSignup: false,
  error: null,
  result: null,
};

/** The linked account type a cross-app login adds (reference §7.3 `cross_app`). */
export const CROSS_APP_ACCOUNT_TYPE = 'cross_app';

type Step = Transition<CrossAppLoginSnapshot, CrossAppLoginEffect>;

const step = /* @__PURE__ */ machineSteps<CrossAppLoginSnapshot, CrossAppLoginEffect>(initialCrossAppLoginSnapshot);

/**
 * Pure transition of a cross-app login or link (spec §4; reference §5.4 with provider
 * `privy:<appId>`): intent rules on start and on return, the return checked before any call.
 */
export function crossAppLoginMachine(snapshot: CrossAppLoginSnapshot, event: CrossAppLoginEvent): Step {
  const base = step.fields(snapshot);
  switch (event.type) {
    case 'start': {
      if (snapshot.status !== 'initial' && snapshot.status !== 'done' && snapshot.status !== 'error')
        return step.stay(snapshot);
      const next: Common = {
        providerApp: { id: event.appId, name: null, iconUrl: null },
        disableSignup: event.disableSignup,
      };
      const refused = checkIntent(event.facts.intent, event.facts.session, CROSS_APP_ACCOUNT_TYPE);
      if (refused) return step.fail(next, refused);
      return step.pending(next, 'starting', { type: 'init', appId: event.appId, intent: event.facts.intent });
    }
    case 'opened': {
      if (snapshot.status !== 'starting' || !base.providerApp) return step.stay(snapshot);
      const providerApp = event.details ? { ...base.providerApp, ...event.details } : base.providerApp;
      return step.pending({ ...base, providerApp }, 'awaiting-provider', { type: 'awaitPopup' });
    }
    case 'returned': {
      if (snapshot.status !== 'awaiting-provider' || !base.providerApp) return step.stay(snapshot);
      const problem = refuseOAuthReturn(event.returned, event.stored.stateCode);
      if (problem) return step.fail(base, problem);
      const refused = checkIntent(event.facts.intent, event.facts.session, CROSS_APP_ACCOUNT_TYPE);
      if (refused) return step.fail(base, refused);
      return step.pending(base, 'authenticating', {
        type: 'authenticate',
        intent: event.facts.intent,
        appId: base.providerApp.id,
        code: event.returned.code,
        stateCode: event.returned.state,
        codeVerifier: event.stored.codeVerifier,
        mode: base.disableSignup ? 'no-signup' : 'login-or-sign-up',
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
