import { atom } from 'jotai/vanilla';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { AbortedError, FoyerError, toFoyerError } from '../../core/errors/FoyerError.ts';
import type { CompleteFor, FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { appConfigAtom, authenticatedAtom, userAtom } from '../../core/store/atoms.ts';
import { toUser } from '../../core/user.ts';
import {
  type EmailLoginEffect,
  type EmailLoginEvent,
  type EmailLoginResult,
  type EmailLoginSnapshot,
  emailLoginMachine,
  initialEmailLoginSnapshot,
} from './emailLogin.machine.ts';

export interface EmailLoginCommands {
  sendCode(args: { email: string; disableSignup?: boolean }): Promise<void>;
  resendCode(): Promise<void>;
  loginWithCode(args: { code: string }): Promise<EmailLoginResult>;
  reset(): void;
}

export interface EmailLoginFlow<Intent extends FlowIntent = 'login'> {
  snapshotAtom: ReturnType<typeof atom<EmailLoginSnapshot>>;
  getSnapshot(): EmailLoginSnapshot;
  commands: EmailLoginCommands;
  /** Latest callbacks; the hook refreshes them every render. */
  callbacks: FlowCallbacks<Intent, 'email'>;
  /** Abort whatever is in flight (unmount). The flow stays usable. */
  stop(): void;
}

type Outcome = { event: EmailLoginEvent; result?: EmailLoginResult };

/** Runs the e-mail machine's effects through the API client and writes the session on success. */
export function createEmailLoginFlow<Intent extends FlowIntent = 'login'>(
  core: FoyerCore,
  { intent }: { intent: Intent },
): EmailLoginFlow<Intent> {
  const snapshotAtom = atom<EmailLoginSnapshot>(initialEmailLoginSnapshot);
  const { store } = core;
  let inFlight: AbortController | null = null;
  const flow: EmailLoginFlow<Intent> = {
    snapshotAtom,
    getSnapshot: () => store.get(snapshotAtom),
    callbacks: {},
    stop: () => inFlight?.abort(),
    commands: {
      sendCode: ({ email, disableSignup = false }) =>
        perform({
          type: 'send',
          email,
          disableSignup,
          disallowPlus: store.get(appConfigAtom)?.disablePlusEmails ?? false,
        }).then(() => undefined),
      resendCode: () => perform({ type: 'resend' }).then(() => undefined),
      loginWithCode: async ({ code }) => (await perform({ type: 'submit', code }))!,
      reset: () => {
        inFlight?.abort();
        dispatch({ type: 'reset' });
      },
    },
  };

  function dispatch(event: EmailLoginEvent): EmailLoginEffect[] {
    const { snapshot, effects } = emailLoginMachine(store.get(snapshotAtom), event);
    store.set(snapshotAtom, snapshot);
    return effects;
  }

  function fail(error: FoyerError): never {
    flow.callbacks.onError?.(error);
    throw error;
  }

  /** Login needs a visitor, linking needs a user (spec 000 §4, §5). */
  function precondition(): FoyerError | null {
    const authenticated = store.get(authenticatedAtom);
    if (intent === 'login' && authenticated) {
      return new FoyerError(ErrorCode.ALREADY_AUTHENTICATED, 'Already logged in; log out before logging in again');
    }
    if (intent !== 'login' && !authenticated) {
      return new FoyerError(ErrorCode.MUST_BE_AUTHENTICATED, `An e-mail ${intent} needs a logged-in user`);
    }
    // Spec §5: an update of the e-mail requires an existing e-mail on the user.
    if (intent === 'update' && !store.get(userAtom)?.email) {
      return new FoyerError(ErrorCode.FAILED_TO_UPDATE_ACCOUNT, 'The user has no e-mail to update; link one instead');
    }
    return null;
  }

  async function run(effect: EmailLoginEffect, signal: AbortSignal): Promise<Outcome> {
    if (effect.type === 'sendCode') {
      await core.api.call('emailInit', { body: { email: effect.email }, signal });
      return { event: { type: 'codeSent', at: core.now() } };
    }
    if (intent === 'link') {
      const user = toUser(await core.api.call('emailLink', { body: { email: effect.email, code: effect.code }, signal }));
      core.session.setUser(user);
      const result: EmailLoginResult = { intent: 'link', user };
      return { event: { type: 'authenticated', result }, result };
    }
    if (intent === 'update') {
      const oldAddress = store.get(userAtom)?.email?.address ?? '';
      const body = { oldAddress, newAddress: effect.email, code: effect.code };
      const user = toUser(await core.api.call('emailUpdate', { body, signal }));
      core.session.setUser(user);
      const result: EmailLoginResult = { intent: 'update', user };
      return { event: { type: 'authenticated', result }, result };
    }
    const response = await core.api.call('emailAuthenticate', {
      body: { email: effect.email, code: effect.code, mode: effect.mode },
      signal,
    });
    const user = core.session.applyAuthResponse(response);
    if (!user) throw new FoyerError(ErrorCode.UNKNOWN_AUTH_ERROR, 'The server authenticated but returned no session');
    const isNewUser = response.is_new_user ?? false;
    core.rememberLoginMethod('email');
    core.track('sdk_authenticate', { method: 'email', isNewUser });
    const result: EmailLoginResult = { intent: 'login', user, isNewUser };
    return { event: { type: 'authenticated', result }, result };
  }

  function complete(result: EmailLoginResult, email: string): void {
    const account = result.user.linkedAccounts.find((a) => a.type === 'email' && a.address === email) ?? null;
    const payload =
      result.intent === 'login'
        ? { user: result.user, isNewUser: result.isNewUser, wasAlreadyAuthenticated: false, loginMethod: 'email' as const, loginAccount: account }
        : result.intent === 'link'
          ? { user: result.user, linkMethod: 'email' as const, linkedAccount: account }
          : { user: result.user, updateMethod: 'email' as const, updatedAccount: account };
    flow.callbacks.onComplete?.(payload as CompleteFor<Intent, 'email'>);
  }

  async function perform(event: EmailLoginEvent): Promise<EmailLoginResult | undefined> {
    const [effect] = dispatch(event);
    if (!effect) {
      const snapshot = store.get(snapshotAtom);
      if (snapshot.status === 'error') fail(snapshot.error);
      return undefined;
    }
    inFlight?.abort();
    const own = new AbortController();
    inFlight = own;
    const failed = effect.type === 'sendCode' ? 'sendFailed' : 'submitFailed';
    let outcome: Outcome;
    try {
      const blocked = precondition();
      if (blocked) throw blocked;
      outcome = await run(effect, own.signal);
      if (own.signal.aborted) throw new AbortedError(effect.type);
    } catch (caught) {
      // A superseded or stopped request reports nothing: the newer call owns the state.
      if (own.signal.aborted) throw new AbortedError(effect.type);
      const error = toFoyerError(caught);
      dispatch({ type: failed, error });
      return fail(error);
    } finally {
      if (inFlight === own) inFlight = null;
    }
    dispatch(outcome.event);
    if (outcome.result) complete(outcome.result, effect.email);
    return outcome.result;
  }

  return flow;
}
