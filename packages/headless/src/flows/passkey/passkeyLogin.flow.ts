import * as passkey from '../../core/api/routes/passkey.ts';
import {
  authenticationOptionsToJson,
  authenticationResponseToWire,
  registrationOptionsToJson,
  registrationResponseToWire,
} from '../../core/api/webauthnWire.ts';
import { HEADER } from '../../core/constants.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import { reported } from '../../core/flow/failures.ts';
import { sessionFacts } from '../../core/flow/sessionFacts.ts';
import type { FlowCallbacks } from '../../core/flow/types.ts';
import { verify, visitorCaptcha } from '../../core/flow/verify.ts';
import { appConfigAtom } from '../../core/store/atoms.ts';
import { browserAuthenticator, type PasskeyAuthenticator, passkeyError } from './browserAuthenticator.ts';
import {
  initialPasskeyLoginSnapshot,
  type PasskeyAction,
  type PasskeyChallenge,
  type PasskeyIntent,
  type PasskeyLoginEffect,
  type PasskeyLoginErrorCode,
  type PasskeyLoginEvent,
  type PasskeyLoginSnapshot,
  type PasskeyRunFacts,
  passkeyLoginMachine,
} from './passkeyLogin.machine.ts';

/**
 * The passkey flow's commands. None of them rejects: each resolves with the snapshot once the run
 * has settled, and a failure is in that snapshot (`status: 'error'`) and in `onError`.
 */
export interface PasskeyLoginCommands {
  /** Log in with a passkey the visitor already has (the browser lists the app's passkeys). */
  loginWithPasskey(): Promise<PasskeyLoginSnapshot>;
  /** Create a passkey and a new user with it; only when the app has `passkeys_for_signup_enabled`. */
  signupWithPasskey(): Promise<PasskeyLoginSnapshot>;
  /** Create a passkey for the signed-in user (`intent: 'link'`; at most 5 passkeys per user). */
  linkWithPasskey(): Promise<PasskeyLoginSnapshot>;
  reset(): void;
}

export interface PasskeyLoginFlowOptions<Intent extends PasskeyIntent = 'login'> {
  /** 'login' (default: log in or sign up) or 'link' (add a passkey to the signed-in user). */
  intent?: Intent | undefined;
  /** Set by `@foyer/ui`: its init calls carry `privy-ui: t` (reference §4). */
  kitUi?: boolean | undefined;
  /** What creates and uses passkeys; default the browser's WebAuthn, loaded on first use. */
  authenticator?: PasskeyAuthenticator | undefined;
}

export interface PasskeyLoginFlow<Intent extends PasskeyIntent = 'login'>
  extends Flow<PasskeyLoginSnapshot, PasskeyLoginEvent, FlowCallbacks<Intent, 'passkey', PasskeyLoginErrorCode>> {
  commands: PasskeyLoginCommands;
}

const relyingPartyField = (challenge: PasskeyChallenge) =>
  challenge.relyingParty === null ? {} : { relying_party: challenge.relyingParty };

/** Passkey login, signup and link (spec §4 'Passkey'): the machine plus its three effects. */
export function createPasskeyLoginFlow<Intent extends PasskeyIntent = 'login'>(
  core: FoyerCore,
  options: PasskeyLoginFlowOptions<Intent> = {},
): PasskeyLoginFlow<Intent> {
  const intent: PasskeyIntent = options.intent ?? 'login';
  const authenticator = options.authenticator ?? browserAuthenticator;
  const { store, api } = core;
  const initHeaders = options.kitUi ? { headers: { [HEADER.ui]: 't' } } : {};

  async function generateChallenge(action: PasskeyAction, signal: AbortSignal): Promise<PasskeyChallenge> {
    if (action === 'link') {
      const init = await api.call(passkey.linkInit, { body: {}, signal, ...initHeaders });
      return { ceremony: 'register', options: init.options, relyingParty: init.relying_party ?? null };
    }
    // Spec §7: a visitor's init carries a captcha token when the app uses one.
    const body = await visitorCaptcha(core, 'login', signal);
    if (action === 'signup') {
      const init = await api.call(passkey.registerInit, { body, signal, ...initHeaders });
      return { ceremony: 'register', options: init.options, relyingParty: init.relying_party ?? null };
    }
    const init = await api.call(passkey.authenticateInit, { body, signal, ...initHeaders });
    return { ceremony: 'authenticate', options: init.options, relyingParty: init.relying_party ?? null };
  }

  async function askPasskey(challenge: PasskeyChallenge, signal: AbortSignal): Promise<PasskeyLoginEvent> {
    try {
      if (challenge.ceremony === 'register') {
        const json = await authenticator.register(registrationOptionsToJson(challenge.options), signal);
        return {
          type: 'passkeyProvided',
          challenge,
          credential: { ceremony: 'register', response: registrationResponseToWire(json) },
        };
      }
      const json = await authenticator.authenticate(authenticationOptionsToJson(challenge.options), signal);
      return {
        type: 'passkeyProvided',
        challenge,
        credential: { ceremony: 'authenticate', response: authenticationResponseToWire(json) },
      };
    } catch (error) {
      throw passkeyError(error);
    }
  }

  async function submitPasskey(
    effect: Extract<PasskeyLoginEffect, { type: 'submitPasskey' }>,
    signal: AbortSignal,
  ): Promise<PasskeyLoginEvent> {
    const { challenge, credential } = effect;
    const relyingParty = relyingPartyField(challenge);
    // A registration creates a passkey (a signup, or a link); an authentication uses one (a login).
    const calls =
      credential.ceremony === 'register'
        ? {
            login: () =>
              api.call(passkey.register, {
                body: { ...relyingParty, authenticator_response: credential.response },
                signal,
              }),
            link: () =>
              api.call(passkey.link, {
                body: { ...relyingParty, authenticator_response: credential.response },
                signal,
              }),
          }
        : {
            login: () =>
              api.call(passkey.authenticate, {
                body: {
                  ...relyingParty,
                  challenge: challenge.options.challenge,
                  authenticator_response: credential.response,
                },
                signal,
              }),
          };
    const result = await verify(
      core,
      { intent: effect.action === 'link' ? 'link' : 'login', signal, afterLogin: !options.kitUi },
      {
        method: 'passkey',
        isAccount: (account) => account.type === 'passkey' && account.credentialId === credential.response.id,
        ...calls,
      },
    );
    return { type: 'verified', result };
  }

  const flow = createFlow<
    PasskeyLoginSnapshot,
    PasskeyLoginEvent,
    PasskeyLoginEffect,
    FlowCallbacks<Intent, 'passkey', PasskeyLoginErrorCode>
  >(core, {
    initial: initialPasskeyLoginSnapshot,
    machine: passkeyLoginMachine,
    failed: (_effect, error): PasskeyLoginEvent => ({ type: 'failed', error: reported(error) }),
    async run(effect, { signal }): Promise<PasskeyLoginEvent> {
      switch (effect.type) {
        case 'generateChallenge':
          return { type: 'challenged', challenge: await generateChallenge(effect.action, signal) };
        case 'askPasskey':
          return askPasskey(effect.challenge, signal);
        case 'submitPasskey':
          return submitPasskey(effect, signal);
      }
    },
  });

  const facts = (): PasskeyRunFacts => ({
    intent,
    session: sessionFacts(store),
    supported: authenticator.isSupported(),
    signupEnabled: store.get(appConfigAtom)?.loginConfig.passkeysForSignupEnabled ?? false,
  });
  const start = (action: PasskeyAction) => flow.send({ type: 'start', action, facts: facts() });
  const commands: PasskeyLoginCommands = {
    loginWithPasskey: () => start('login'),
    signupWithPasskey: () => start('signup'),
    linkWithPasskey: () => start('link'),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
