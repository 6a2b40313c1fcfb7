import { transferAccount } from '../../core/accounts/transfer.ts';
import type { AccountTransferData } from '../../core/accounts/transferData.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import { reported } from '../../core/flow/failures.ts';
import {
  type AccountTransferEffect,
  type AccountTransferErrorCode,
  type AccountTransferEvent,
  type AccountTransferResult,
  type AccountTransferSnapshot,
  accountTransferMachine,
  initialAccountTransferSnapshot,
} from './accountTransfer.machine.ts';

export interface AccountTransferCallbacks {
  onComplete?: ((result: AccountTransferResult) => void) | undefined;
  onError?: ((error: FoyerError<AccountTransferErrorCode>) => void) | undefined;
}

/** Never rejects: resolves with the settled snapshot; a failure is in it and in `onError`. */
export interface AccountTransferCommands {
  /** Moves the account of `data` (from an `ACCOUNT_TRANSFER_REQUIRED` error) to the signed-in user. */
  transfer(data: AccountTransferData): Promise<AccountTransferSnapshot>;
  reset(): void;
}

export interface AccountTransferFlow
  extends Flow<AccountTransferSnapshot, AccountTransferEvent, AccountTransferCallbacks> {
  commands: AccountTransferCommands;
}

/** Account transfer (spec §5, §7): the machine plus its one effect. */
export function createAccountTransferFlow(core: FoyerCore): AccountTransferFlow {
  const flow = createFlow<
    AccountTransferSnapshot,
    AccountTransferEvent,
    AccountTransferEffect,
    AccountTransferCallbacks
  >(core, {
    initial: initialAccountTransferSnapshot,
    machine: accountTransferMachine,
    failed: (_effect, error) => ({ type: 'failed', error: reported(error) }),
    async run(effect, { signal }) {
      return { type: 'transferred', user: await transferAccount(core, effect.data, { signal }) };
    },
  });
  const commands: AccountTransferCommands = {
    transfer: (data) => flow.send({ type: 'transfer', data }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
