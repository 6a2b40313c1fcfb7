import { transferCall } from '../../core/accounts/transfer.ts';
import type { AccountTransferData, TransferAccount } from '../../core/accounts/transferData.ts';
import { type FoyerError, toFoyerError } from '../../core/errors/FoyerError.ts';
import type { Transition } from '../../core/flow/types.ts';
import type { User } from '../../core/user.ts';

/** The transfer's states, in order. Stories and tests iterate over this list. */
export const accountTransferStatuses = ['initial', 'transferring', 'done', 'error'] as const;
export type AccountTransferStatus = (typeof accountTransferStatuses)[number];

/** `onComplete`'s payload: the signed-in user, now holding the account (the other user is gone). */
export interface AccountTransferResult {
  user: User;
  account: TransferAccount;
}

export type AccountTransferSnapshot =
  | { status: 'initial'; data: null; error: null; result: null }
  | { status: 'transferring'; data: AccountTransferData; error: null; result: null }
  | { status: 'done'; data: AccountTransferData; error: null; result: AccountTransferResult }
  | { status: 'error'; data: AccountTransferData | null; error: FoyerError; result: null };

export type AccountTransferEvent =
  | { type: 'transfer'; data: AccountTransferData }
  | { type: 'transferred'; user: User }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' };

export type AccountTransferEffect = { type: 'transfer'; data: AccountTransferData };

export const initialAccountTransferSnapshot: AccountTransferSnapshot = {
  status: 'initial',
  data: null,
  error: null,
  result: null,
};

type Step = Transition<AccountTransferSnapshot, AccountTransferEffect>;
const stay = (snapshot: AccountTransferSnapshot): Step => ({ snapshot, effects: [] });

/**
 * Pure transition. A transfer whose inputs cannot move (no nonce or account; custom, guest or
 * passkey; a wallet without its metadata) fails at once with `MISSING_ACCOUNT_TRANSFER_INPUTS`.
 */
export function accountTransferMachine(snapshot: AccountTransferSnapshot, event: AccountTransferEvent): Step {
  switch (event.type) {
    case 'transfer': {
      try {
        transferCall(event.data);
      } catch (refused) {
        return stay({ status: 'error', data: event.data ?? null, error: toFoyerError(refused), result: null });
      }
      return {
        snapshot: { status: 'transferring', data: event.data, error: null, result: null },
        effects: [{ type: 'transfer', data: event.data }],
      };
    }
    case 'transferred':
      if (snapshot.status !== 'transferring') return stay(snapshot);
      return stay({
        status: 'done',
        data: snapshot.data,
        error: null,
        result: { user: event.user, account: snapshot.data.account },
      });
    case 'failed':
      if (snapshot.status !== 'transferring') return stay(snapshot);
      return stay({ status: 'error', data: snapshot.data, error: event.error, result: null });
    case 'reset':
      return stay(initialAccountTransferSnapshot);
  }
}
