import * as users from '../../core/api/routes/users.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import { reported } from '../../core/flow/failures.ts';
import { sessionFacts } from '../../core/flow/sessionFacts.ts';
import { toUser, type User } from '../../core/user.ts';
import {
  type AcceptTermsErrorCode,
  type AcceptTermsEvent,
  type AcceptTermsSnapshot,
  acceptTermsMachine,
  initialAcceptTermsSnapshot,
} from './acceptTerms.machine.ts';

/** The accept-terms commands. `accept` never rejects: it resolves with the settled snapshot. */
export interface AcceptTermsCommands {
  /** `POST users/me/accept_terms`; on success the signed-in user has `hasAcceptedTerms: true`. */
  accept(): Promise<AcceptTermsSnapshot>;
  reset(): void;
}

export interface AcceptTermsCallbacks {
  /** The terms were accepted: the updated user. */
  onComplete?: ((user: User) => void) | undefined;
  onError?: ((error: FoyerError<AcceptTermsErrorCode>) => void) | undefined;
}

export interface AcceptTermsFlow extends Flow<AcceptTermsSnapshot, AcceptTermsEvent, AcceptTermsCallbacks> {
  commands: AcceptTermsCommands;
}

/** Spec §2 'Terms consent' ('Accept'): the machine plus its one effect. The user atom takes the server's answer. */
export function createAcceptTermsFlow(core: FoyerCore): AcceptTermsFlow {
  const flow = createFlow<AcceptTermsSnapshot, AcceptTermsEvent, { type: 'acceptTerms' }, AcceptTermsCallbacks>(core, {
    initial: initialAcceptTermsSnapshot,
    machine: acceptTermsMachine,
    failed: (_effect, error) => ({ type: 'failed', error: reported(error) }),
    async run(_effect, { signal }) {
      const user = toUser(await core.api.call(users.acceptTerms, { body: {}, signal }));
      core.session.setUser(user);
      return { type: 'accepted', user };
    },
  });
  const commands: AcceptTermsCommands = {
    accept: () => flow.send({ type: 'accept', session: sessionFacts(core.store) }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
