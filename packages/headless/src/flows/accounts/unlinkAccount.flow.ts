import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { Flow } from '../../core/flow/createFlow.ts';
import { createOperation } from '../../core/flow/createOperation.ts';
import type { ActionCallbacks } from '../../core/flow/types.ts';
import { userAtom } from '../../core/store/atoms.ts';
import type { LinkedAccount, User } from '../../core/user.ts';
import {
  initialUnlinkAccountSnapshot,
  type UnlinkAccountEffect,
  type UnlinkAccountEvent,
  type UnlinkAccountSnapshot,
  unlinkAccountMachine,
} from './unlinkAccount.machine.ts';

export interface UnlinkAccountCommands {
  /** Removes one of the signed-in user's accounts: resolves with the settled snapshot, never rejects. */
  unlinkAccount(account: LinkedAccount): Promise<UnlinkAccountSnapshot>;
  reset(): void;
}

export interface UnlinkAccountFlow extends Flow<UnlinkAccountSnapshot, UnlinkAccountEvent, ActionCallbacks<User>> {
  commands: UnlinkAccountCommands;
}

/**
 * Unlinking: the machine and its one effect. Each call runs on its own (a list of accounts may
 * unlink two at once). The unlink calls of every account type load on the first unlink, so a page
 * that only shows the button carries none of them.
 */
export function createUnlinkAccountFlow(core: FoyerCore): UnlinkAccountFlow {
  const flow = createOperation<UnlinkAccountSnapshot, UnlinkAccountEvent, UnlinkAccountEffect, ActionCallbacks<User>>(
    core,
    {
      initial: initialUnlinkAccountSnapshot,
      machine: unlinkAccountMachine,
      failed: (_effect, error) => ({ type: 'failed', error }),
      async run({ account }, { signal }) {
        const { unlinkAccount, removesAsMfa } = await import('../../core/accounts/unlink.ts');
        // A passkey enrolled in MFA leaves MFA through the wallet iframe, which verifies MFA first.
        if (account.type === 'passkey' && account.enrolledInMfa && removesAsMfa(core)) {
          const { unlinkMfaPasskey } = await import('../../wallets/mfa/unlinkPasskey.ts');
          return { type: 'unlinked', user: await unlinkMfaPasskey(core, account, signal) };
        }
        return { type: 'unlinked', user: await unlinkAccount(core, account, { signal }) };
      },
    },
  );
  const commands: UnlinkAccountCommands = {
    unlinkAccount: (account) =>
      flow.send({ type: 'unlink', account, linkedAccounts: core.store.get(userAtom)?.linkedAccounts ?? null }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
