import type {
  WirePasskeyAuthenticationOptions,
  WirePasskeyAuthenticationResponse,
  WirePasskeyRegistrationOptions,
  WirePasskeyRegistrationResponse,
} from '../../core/api/webauthnWire.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CaptchaFailureCode, CodeOf, VerifyFailureCode } from '../../core/flow/failures.ts';
import { checkIntent } from '../../core/flow/intent.ts';
import type { RunFacts } from '../../core/flow/sessionFacts.ts';
import { machineSteps } from '../../core/flow/steps.ts';
import type { FlowResult, Transition } from '../../core/flow/types.ts';
import type { PasskeyPromptFailureCode } from './browserAuthenticator.ts';

/** The spec's passkey flow states (§4 'Auth flow states'), in order. Stories and tests iterate over this list. */
export const passkeyLoginStatuses = ['initial', 'generating-challenge', 'awaiting-passkey', 'done', 'error'] as const;
export type PasskeyLoginStatus = (typeof passkeyLoginStatuses)[number];

/** A passkey flow logs a visitor in or links a passkey to the signed-in user. */
export type PasskeyIntent = 'login' | 'link';

/**
 * What the run does: `login` asks for an existing passkey (WebAuthn authentication), `signup`
 * creates one and a new user, `link` creates one for the signed-in user (WebAuthn registration).
 */
export type PasskeyAction = 'login' | 'signup' | 'link';

/** The WebAuthn ceremony an action runs. */
export const ceremonyOf = (action: PasskeyAction) => (action === 'login' ? 'authenticate' : 'register');

export type PasskeyLoginSnapshot =
  | { status: 'initial'; action: null; error: null; result: null }
  | { status: 'generating-challenge' | 'awaiting-passkey'; action: PasskeyAction; error: null; result: null }
  | { status: 'done'; action: PasskeyAction; error: null; result: FlowResult<'passkey'> }
  | { status: 'error'; action: PasskeyAction; error: FoyerError<PasskeyLoginErrorCode>; result: null };

/** What the machine is told about the world when a run starts (read by the runtime, never by the machine). */
export interface PasskeyRunFacts extends RunFacts<PasskeyIntent> {
  /** The browser has WebAuthn (`PublicKeyCredential` and `navigator.credentials`). */ supported: boolean;
  /** The app's `passkeys_for_signup_enabled`. */
  signupEnabled: boolean;
}

/** The options an init call answered with, per ceremony, and the relying party to send back. */
export type PasskeyChallenge =
  | { ceremony: 'register'; options: WirePasskeyRegistrationOptions; relyingParty: string | null }
  | { ceremony: 'authenticate'; options: WirePasskeyAuthenticationOptions; relyingParty: string | null };

/** What the authenticator answered, per ceremony (already in the provider's snake_case). */
export type PasskeyCredential =
  | { ceremony: 'register'; response: WirePasskeyRegistrationResponse }
  | { ceremony: 'authenticate'; response: WirePasskeyAuthenticationResponse };

export type PasskeyLoginEvent =
  | { type: 'start'; action: PasskeyAction; facts: PasskeyRunFacts }
  | { type: 'challenged'; challenge: PasskeyChallenge }
  | { type: 'passkeyProvided'; challenge: PasskeyChallenge; credential: PasskeyCredential }
  | { type: 'verified'; result: FlowResult<'passkey'> }
  | { type: 'failed'; error: FoyerError<PasskeyLoginErrorCode> }
  | { type: 'reset' };

export type PasskeyLoginEffect =
  /** The init call of the action: register, authenticate or link. */
  | { type: 'generateChallenge'; action: PasskeyAction }
  /** The browser's passkey prompt with the challenge's options. */
  | { type: 'askPasskey'; challenge: PasskeyChallenge }
  /** The register, authenticate or link call with the authenticator's answer. */
  | { type: 'submitPasskey'; action: PasskeyAction; challenge: PasskeyChallenge; credential: PasskeyCredential };

export const initialPasskeyLoginSnapshot: PasskeyLoginSnapshot = {
  status: 'initial',
  action: null,
  error: null,
  result: null,
};

type Step = Transition<PasskeyLoginSnapshot, PasskeyLoginEffect>;

/**
 * The codes the passkey flow gives (`state.error.code`, `onError`): the machine's refusals (the
 * intent rules, the wrong command for the intent, signup off, no WebAuthn), the init call's
 * captcha, the browser's prompt, and the calls'.
 */
export type PasskeyLoginErrorCode =
  | CodeOf<ReturnType<typeof refusal>>
  | CaptchaFailureCode
  | PasskeyPromptFailureCode
  | VerifyFailureCode;

const step = /* @__PURE__ */ machineSteps<PasskeyLoginSnapshot, PasskeyLoginEffect>(initialPasskeyLoginSnapshot);

/** Why an action may not start, checked before any call: the intent rules, browser support, signup. */
function refusal(action: PasskeyAction, facts: PasskeyRunFacts) {
  if (action === 'link' && facts.intent !== 'link') {
    return new FoyerError(ErrorCode.NOT_SUPPORTED, "linkWithPasskey() needs a flow created with intent: 'link'");
  }
  if (action !== 'link' && facts.intent === 'link') {
    return new FoyerError(
      ErrorCode.NOT_SUPPORTED,
      "A flow with intent: 'link' links a new passkey: call linkWithPasskey()",
    );
  }
  // Spec §5: login needs a visitor; a link a user with fewer than five passkeys (CANNOT_LINK_MORE_OF_TYPE).
  const refused = checkIntent(facts.intent, facts.session, 'passkey');
  if (refused) return refused;
  if (action === 'signup' && !facts.signupEnabled) {
    return new FoyerError(
      ErrorCode.DISALLOWED_LOGIN_METHOD,
      'Passkey signup is off for this app (passkeys_for_signup_enabled)',
    );
  }
  if (!facts.supported)
    return new FoyerError(ErrorCode.WEBAUTHN_NOT_SUPPORTED, 'WebAuthn is not supported in this browser');
  return null;
}

/**
 * Pure transition: (snapshot, event) → next snapshot + effects. A run is init (generating-challenge),
 * then the browser's prompt and the submission of its answer (both awaiting-passkey), then done or
 * error. The intent rules, WebAuthn support and the app's signup switch are checked on `start`.
 */
export function passkeyLoginMachine(snapshot: PasskeyLoginSnapshot, event: PasskeyLoginEvent): Step {
  switch (event.type) {
    case 'start': {
      const refused = refusal(event.action, event.facts);
      if (refused) return step.fail({ action: event.action }, refused);
      return step.pending({ action: event.action }, 'generating-challenge', {
        type: 'generateChallenge',
        action: event.action,
      });
    }
    case 'challenged':
      if (snapshot.status !== 'generating-challenge') return step.stay(snapshot);
      return step.pending({ action: snapshot.action }, 'awaiting-passkey', {
        type: 'askPasskey',
        challenge: event.challenge,
      });
    case 'passkeyProvided':
      // The submission runs in awaiting-passkey (the spec has no state of its own for it): same snapshot.
      if (snapshot.status !== 'awaiting-passkey') return step.stay(snapshot);
      return step.to(snapshot, {
        type: 'submitPasskey',
        action: snapshot.action,
        challenge: event.challenge,
        credential: event.credential,
      });
    case 'verified':
      if (snapshot.status !== 'awaiting-passkey') return step.stay(snapshot);
      return step.done({ action: snapshot.action }, event.result);
    case 'failed':
      if (snapshot.status !== 'generating-challenge' && snapshot.status !== 'awaiting-passkey') {
        return step.stay(snapshot);
      }
      return step.fail({ action: snapshot.action }, event.error);
    case 'reset':
      return step.reset();
  }
}
