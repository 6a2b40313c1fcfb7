import { type TransferRefusal, transferCall } from '../../core/accounts/transfer.ts';
import type { AccountTransferData, TransferAccount } from '../../core/accounts/transferData.ts';
import { type FoyerError, toFoyerError } from '../../core/errors/FoyerError.ts';
import { type CallFailureCode, type CodeOf, reported } from '../../core/flow/failures.ts';
import { machineSteps } from '../../core/flow/steps.ts';
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

/** The codes a transfer gives (`state.error.code`, `onError`): inputs that cannot move, the call's. */
export type AccountTransferErrorCode = CodeOf<TransferRefusal> | CallFailureCode;

export type AccountTransferSnapshot =
  | { status: 'initial'; data: null; error: null; result: null }
  | { status: 'transferring'; data: AccountTransferData; error: null; result: null }
  | { status: 'done'; data: AccountTransferData; error: null; result: AccountTransferResult }
  | { status: 'error'; data: AccountTransferData | null; error: FoyerError<AccountTransferErrorCode>; result: null };

export type AccountTransferEvent =
  | { type: 'transfer'; data: AccountTransferData }
  | { type: 'transferred'; user: User }
  | { type: 'failed'; error: FoyerError<AccountTransferErrorCode> }
  | { type: 'reset' };

export type AccountTransferEffect = { type: 'transfer'; data: AccountTransferData };

export const initialAccountTransferSnapshot: AccountTransferSnapshot = {
  status: 'initial',
  data: null,
  error: null,
  result: null,
};

type Step = Transition<AccountTransferSnapshot, AccountTransferEffect>;
const step = /* @__PURE__ */ machineSteps<AccountTransferSnapshot, AccountTransferEffect>(
  initialAccountTransferSnapshot,
);

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
        return step.fail({ data: event.data ?? null }, reported<TransferRefusal>(toFoyerError(refused)));
      }
      return step.pending({ data: event.data }, 'transferring', { type: 'transfer', data: event.data });
    }
    case 'transferred':
      if (snapshot.status !== 'transferring') return step.stay(snapshot);
      return step.done({ data: snapshot.data }, { user: event.user, account: snapshot.data.account });
    case 'failed':
      if (snapshot.status !== 'transferring') return step.stay(snapshot);
      return step.fail({ data: snapshot.data }, event.error);
    case 'reset':
      return step.reset();
  }
}
