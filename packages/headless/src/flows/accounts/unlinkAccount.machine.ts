import { checkUnlink } from '../../core/accounts/unlinkRules.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { Transition } from '../../core/flow/types.ts';
import type { LinkedAccount, User } from '../../core/user.ts';

/** Unlinking's states. Stories and tests iterate over this list. */
export const unlinkAccountStatuses = ['initial', 'unlinking', 'done', 'error'] as const;
export type UnlinkAccountStatus = (typeof unlinkAccountStatuses)[number];

/** `account`: the one being (or last) unlinked; `result`: the user without it. */
export type UnlinkAccountSnapshot =
  | { status: 'initial'; account: null; error: null; result: null }
  | { status: 'unlinking'; account: LinkedAccount; error: null; result: null }
  | { status: 'done'; account: LinkedAccount; error: null; result: User }
  | { status: 'error'; account: LinkedAccount; error: FoyerError; result: null };

export type UnlinkAccountEvent =
  /** `linkedAccounts`: the signed-in user's accounts, null without a user (read when the command starts). */
  | { type: 'unlink'; account: LinkedAccount; linkedAccounts: readonly LinkedAccount[] | null }
  | { type: 'unlinked'; user: User }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' };

export type UnlinkAccountEffect = { type: 'unlink'; account: LinkedAccount };

export const initialUnlinkAccountSnapshot: UnlinkAccountSnapshot = {
  status: 'initial',
  account: null,
  error: null,
  result: null,
};

type Step = Transition<UnlinkAccountSnapshot, UnlinkAccountEffect>;

/**
 * Spec §7 'Unlink', pure: the rules refuse before any call (`checkUnlink`: a logged-in user, never
 * an embedded wallet, never the last account the user logs in with); otherwise the one call.
 */
export function unlinkAccountMachine(snapshot: UnlinkAccountSnapshot, event: UnlinkAccountEvent): Step {
  switch (event.type) {
    case 'unlink': {
      if (snapshot.status === 'unlinking') return { snapshot, effects: [] };
      const { account } = event;
      const refused = checkUnlink(event.linkedAccounts, account);
      if (refused) return { snapshot: { status: 'error', account, error: refused, result: null }, effects: [] };
      return {
        snapshot: { status: 'unlinking', account, error: null, result: null },
        effects: [{ type: 'unlink', account }],
      };
    }
    case 'unlinked':
      if (snapshot.status !== 'unlinking') return { snapshot, effects: [] };
      return { snapshot: { ...snapshot, status: 'done', result: event.user }, effects: [] };
    case 'failed':
      if (snapshot.status !== 'unlinking') return { snapshot, effects: [] };
      return { snapshot: { ...snapshot, status: 'error', error: event.error }, effects: [] };
    case 'reset':
      return { snapshot: initialUnlinkAccountSnapshot, effects: [] };
  }
}
