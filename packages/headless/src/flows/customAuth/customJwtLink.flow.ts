import * as customJwt from '../../core/api/routes/customJwt.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import { reported } from '../../core/flow/failures.ts';
import { sessionFacts } from '../../core/flow/sessionFacts.ts';
import type { FlowCallbacks, LinkComplete } from '../../core/flow/types.ts';
import { verify } from '../../core/flow/verify.ts';
import {
  type CustomJwtLinkEffect,
  type CustomJwtLinkErrorCode,
  type CustomJwtLinkEvent,
  type CustomJwtLinkSnapshot,
  customJwtLinkMachine,
  initialCustomJwtLinkSnapshot,
} from './customJwtLink.machine.ts';

export interface CustomJwtLinkCommands {
  /**
   * Links the account a JWT of the app's own auth names (its user-id claim) to the signed-in user.
   * Never rejects: resolves with the settled snapshot.
   */
  linkCustomJwt(args: { token: string }): Promise<CustomJwtLinkSnapshot>;
  reset(): void;
}

export interface CustomJwtLinkFlow
  extends Flow<CustomJwtLinkSnapshot, CustomJwtLinkEvent, FlowCallbacks<'link', 'custom', CustomJwtLinkErrorCode>> {
  commands: CustomJwtLinkCommands;
}

/** Reference §5.9 `custom_jwt_account/link`: the machine plus its one call. */
export function createCustomJwtLinkFlow(core: FoyerCore): CustomJwtLinkFlow {
  const flow = createFlow<
    CustomJwtLinkSnapshot,
    CustomJwtLinkEvent,
    CustomJwtLinkEffect,
    FlowCallbacks<'link', 'custom', CustomJwtLinkErrorCode>
  >(core, {
    initial: initialCustomJwtLinkSnapshot,
    machine: customJwtLinkMachine,
    failed: (_effect, error): CustomJwtLinkEvent => ({ type: 'failed', error: reported(error) }),
    async run(effect, { signal }): Promise<CustomJwtLinkEvent> {
      // A custom account held by another user is LINKED_TO_ANOTHER_USER: custom accounts never transfer (spec §5).
      const result = await verify(
        core,
        { intent: 'link', signal, afterLogin: false },
        {
          method: 'custom',
          isAccount: (account) => account.type === 'custom_auth',
          link: () => core.api.call(customJwt.link, { body: { token: effect.token }, signal }),
        },
      );
      return { type: 'linked', result: result as LinkComplete<'custom'> };
    },
  });
  const commands: CustomJwtLinkCommands = {
    linkCustomJwt: ({ token }) => flow.send({ type: 'link', token, session: sessionFacts(core.store) }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
