import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { Flow } from '../../core/flow/createFlow.ts';
import { createOperation } from '../../core/flow/createOperation.ts';
import type { ActionCallbacks } from '../../core/flow/types.ts';
import type { CreateWalletOptions, EmbeddedWallet } from '../types.ts';
import {
  type CreateWalletEffect,
  type CreateWalletEvent,
  type CreateWalletSnapshot,
  createWalletMachine,
  initialCreateWalletSnapshot,
} from './createWallet.machine.ts';
import { getWalletService } from './getWalletService.ts';
import { walletFacts } from './operation.ts';

export interface CreateWalletCommands {
  /** Spec §4 'Creation rules' (default chain Ethereum): resolves with the settled snapshot, never rejects. */
  createWallet(options?: CreateWalletOptions): Promise<CreateWalletSnapshot>;
  reset(): void;
}

export interface CreateWalletFlow
  extends Flow<CreateWalletSnapshot, CreateWalletEvent, ActionCallbacks<EmbeddedWallet>> {
  commands: CreateWalletCommands;
}

/** Creating an embedded wallet: the machine, and its one effect on the wallet service (create, then fetch the user). */
export function createCreateWalletFlow(core: FoyerCore): CreateWalletFlow {
  const flow = createOperation<
    CreateWalletSnapshot,
    CreateWalletEvent,
    CreateWalletEffect,
    ActionCallbacks<EmbeddedWallet>
  >(core, {
    initial: initialCreateWalletSnapshot,
    machine: createWalletMachine,
    failed: (_effect, error) => ({ type: 'failed', error }),
    async run({ chainType, plan, other }, { signal }) {
      const service = await getWalletService(core);
      const address = await service.create(chainType, plan, other, signal);
      return { type: 'created', chainType, address, wallets: await service.refreshWallets() };
    },
  });
  const commands: CreateWalletCommands = {
    createWallet: (options = {}) => flow.send({ type: 'create', options, facts: walletFacts(core.store) }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
