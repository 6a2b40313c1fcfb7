import * as guest from '../../core/api/routes/guest.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import { reported } from '../../core/flow/failures.ts';
import { runFacts } from '../../core/flow/sessionFacts.ts';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { verify } from '../../core/flow/verify.ts';
import { guestCredential } from './guestCredential.ts';
import {
  type GuestLoginEffect,
  type GuestLoginErrorCode,
  type GuestLoginEvent,
  type GuestLoginSnapshot,
  guestLoginMachine,
  initialGuestLoginSnapshot,
} from './guestLogin.machine.ts';

/** The guest login's command. It never rejects: it resolves with the settled snapshot. */
export interface GuestLoginCommands {
  /**
   * Logs the visitor in as this device's guest of the app: the first time with a new credential
   * (kept in the kit's storage, per app), every later time (after a logout or a reload) as the same
   * guest user. Refused while logged in, and with `intent: 'link'` (guest accounts are never linked).
   */
  loginAsGuest(): Promise<GuestLoginSnapshot>;
  reset(): void;
}

export interface GuestLoginFlowOptions<Intent extends FlowIntent = 'login'> {
  /** 'login' (default). A link is refused: guest accounts cannot be linked (spec §5). */
  intent?: Intent | undefined;
  /** Set by `@foyer/ui`: its after-login steps create wallets, not this flow. */
  kitUi?: boolean | undefined;
}

export interface GuestLoginFlow<Intent extends FlowIntent = 'login'>
  extends Flow<GuestLoginSnapshot, GuestLoginEvent, FlowCallbacks<Intent, 'guest', GuestLoginErrorCode>> {
  commands: GuestLoginCommands;
}

/** Guest accounts (reference §5.9 `guest/authenticate`): the machine plus its one effect. */
export function createGuestLoginFlow<Intent extends FlowIntent = 'login'>(
  core: FoyerCore,
  options: GuestLoginFlowOptions<Intent> = {},
): GuestLoginFlow<Intent> {
  const intent: FlowIntent = options.intent ?? 'login';
  const { store, api } = core;
  const flow = createFlow<
    GuestLoginSnapshot,
    GuestLoginEvent,
    GuestLoginEffect,
    FlowCallbacks<Intent, 'guest', GuestLoginErrorCode>
  >(core, {
    initial: initialGuestLoginSnapshot,
    machine: guestLoginMachine,
    failed: (_effect, error): GuestLoginEvent => ({ type: 'failed', error: reported(error) }),
    async run(_effect, { signal }): Promise<GuestLoginEvent> {
      const guest_credential = guestCredential(core.storage, core.appId);
      const result = await verify(
        core,
        { intent: 'login', signal, afterLogin: !options.kitUi },
        {
          method: 'guest',
          // A guest has no linked account to name: `loginAccount` is null, `user.isGuest` true.
          isAccount: () => false,
          login: () => api.call(guest.authenticate, { body: { guest_credential }, signal }),
        },
      );
      return { type: 'authenticated', result };
    },
  });
  const commands: GuestLoginCommands = {
    loginAsGuest: () => flow.send({ type: 'login', facts: runFacts(store, intent) }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
