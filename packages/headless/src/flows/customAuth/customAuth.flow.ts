import * as customJwt from '../../core/api/routes/customJwt.ts';
import { API_TIMEOUT_MS } from '../../core/constants.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import { reported } from '../../core/flow/failures.ts';
import { sessionFacts } from '../../core/flow/sessionFacts.ts';
import type { FlowCallbacks, LoginComplete } from '../../core/flow/types.ts';
import { verify } from '../../core/flow/verify.ts';
import { appConfigAtom, readyAtom, userAtom } from '../../core/store/atoms.ts';
import type { LinkedAccount } from '../../core/user.ts';
import {
  type CustomAuthEffect,
  type CustomAuthErrorCode,
  type CustomAuthEvent,
  type CustomAuthFacts,
  type CustomAuthSnapshot,
  customAuthMachine,
  initialCustomAuthSnapshot,
} from './customAuth.machine.ts';
import { type CustomTokenGetter, readToken } from './readToken.ts';

/** The app's side of the sync: read on every sync, so a hook always uses the latest ones. */
export interface CustomAuthSource {
  /** Returns the app's current JWT for its signed-in user, or null/undefined when nobody is signed in. */
  getToken: CustomTokenGetter;
  /**
   * Calls `onChange` whenever the app's token may have changed (a sign-in, a sign-out, a new token);
   * returns the unsubscribe. Read once, when the flow starts.
   */
  subscribe?: ((onChange: () => void) => () => void) | undefined;
  /** False while the app's own auth is not settled (or is off): no sync runs. Default true. */
  enabled?: boolean | undefined;
}

export type CustomAuthCallbacks = FlowCallbacks<'login', 'custom', CustomAuthErrorCode> & CustomAuthSource;

export interface CustomAuthCommands {
  /**
   * Brings the session in line with the app's token now (done on start, when the kit is ready, and
   * on every `subscribe` signal). Never rejects: resolves with the settled snapshot.
   */
  sync(): Promise<CustomAuthSnapshot>;
}

export interface CustomAuthFlowOptions extends CustomAuthCallbacks {
  /** How long `getToken` may take before the sync fails with `CLIENT_REQUEST_TIMEOUT` (default 20 s). */
  tokenTimeoutMs?: number | undefined;
}

export interface CustomAuthFlow extends Flow<CustomAuthSnapshot, CustomAuthEvent, CustomAuthCallbacks> {
  commands: CustomAuthCommands;
}

/** The token a session of this core was made from, and whose session (the user) it made. */
interface Synced {
  token: string | null;
  userId: string | null;
}
const SYNCED = Symbol('foyer.customAuth.synced');

const isCustomAccount = (account: LinkedAccount) => account.type === 'custom_auth';

/**
 * Custom-token sync (spec §4 'Custom JWT'): keeps the kit's session in line with the app's own auth.
 * `start()` also listens to the app's `subscribe` and to the kit becoming ready, syncing on each.
 */
export function createCustomAuthFlow(core: FoyerCore, options: CustomAuthFlowOptions): CustomAuthFlow {
  const { store, api } = core;
  const tokenTimeoutMs = options.tokenTimeoutMs ?? API_TIMEOUT_MS;
  const synced = core.memo<Synced>(SYNCED, () => ({ token: null, userId: null }));

  const flow = createFlow<CustomAuthSnapshot, CustomAuthEvent, CustomAuthEffect, CustomAuthCallbacks>(core, {
    initial: initialCustomAuthSnapshot,
    machine: customAuthMachine,
    failed: (effect, thrown): CustomAuthEvent => {
      const error = reported<FoyerError<CustomAuthErrorCode>>(thrown);
      if (effect.type === 'readToken') return { type: 'readFailed', error };
      if (effect.type === 'authenticate')
        return { type: 'authFailed', error, token: effect.token, attempt: effect.attempt };
      return { type: 'loggedOut', error: effect.error ?? error };
    },
    async run(effect, { signal }): Promise<CustomAuthEvent> {
      if (effect.type === 'readToken') {
        const token = await readToken(flow.callbacks.getToken, signal, tokenTimeoutMs);
        return { type: 'tokenRead', token, facts: facts() };
      }
      if (effect.type === 'logout') {
        synced.token = null;
        synced.userId = null;
        if (store.get(userAtom)) await core.session.logout();
        return { type: 'loggedOut', error: effect.error };
      }
      // The app's own auth has no kit modal: its wallet hooks (when it uses them) create wallets here.
      const result = await verify(
        core,
        { intent: 'login', signal, afterLogin: true },
        {
          method: 'custom',
          isAccount: isCustomAccount,
          login: () => api.call(customJwt.authenticate, { body: { token: effect.token }, signal }),
          verified(verified) {
            synced.token = effect.token;
            synced.userId = verified.user.id;
          },
        },
      );
      return { type: 'authenticated', result: result as LoginComplete<'custom'> };
    },
  });
  flow.callbacks = options;

  const facts = (): CustomAuthFacts => {
    const user = store.get(userAtom);
    return {
      enabled: store.get(appConfigAtom)?.customJwtAuthEnabled ?? false,
      session: sessionFacts(store),
      syncedToken: user && user.id === synced.userId ? synced.token : null,
    };
  };
  const commands: CustomAuthCommands = {
    sync() {
      if (!store.get(readyAtom) || flow.callbacks.enabled === false) return Promise.resolve(flow.getSnapshot());
      return flow.send({ type: 'sync', facts: facts() });
    },
  };

  const { start, stop } = flow;
  let listening: (() => void)[] = [];
  return Object.assign(flow, {
    commands,
    start() {
      start();
      if (listening.length > 0) return;
      listening = [
        store.sub(readyAtom, () => void commands.sync()),
        flow.callbacks.subscribe?.(() => void commands.sync()) ?? (() => undefined),
      ];
      void commands.sync();
    },
    stop() {
      for (const unsubscribe of listening) unsubscribe();
      listening = [];
      stop();
    },
  });
}
