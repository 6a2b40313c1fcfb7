import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { Flow } from '../../core/flow/createFlow.ts';
import { createOperation } from '../../core/flow/createOperation.ts';
import type { ActionCallbacks } from '../../core/flow/types.ts';
import type { EmbeddedWallet } from '../types.ts';
import { getWalletService } from './getWalletService.ts';
import { walletFacts } from './operation.ts';
import {
  initialWalletRecoverySnapshot,
  type WalletRecoveryEffect,
  type WalletRecoveryEvent,
  type WalletRecoverySnapshot,
  walletRecoveryMachine,
} from './walletRecovery.machine.ts';

export interface WalletRecoveryCommands {
  /** Moves the primary wallet's recovery to automatic (`privy`): resolves with the settled snapshot, never rejects. */
  setAutomaticRecovery(): Promise<WalletRecoverySnapshot>;
  reset(): void;
}

export interface WalletRecoveryFlow
  extends Flow<WalletRecoverySnapshot, WalletRecoveryEvent, ActionCallbacks<EmbeddedWallet>> {
  commands: WalletRecoveryCommands;
}

/** Setting the wallet's recovery: the machine, and its one effect on the wallet service. */
export function createWalletRecoveryFlow(core: FoyerCore): WalletRecoveryFlow {
  const flow = createOperation<
    WalletRecoverySnapshot,
    WalletRecoveryEvent,
    WalletRecoveryEffect,
    ActionCallbacks<EmbeddedWallet>
  >(core, {
    initial: initialWalletRecoverySnapshot,
    machine: walletRecoveryMachine,
    failed: (_effect, error) => ({ type: 'failed', error }),
    async run({ primary }, { signal }) {
      const service = await getWalletService(core);
      await service.setRecovery(primary, { method: 'privy' }, signal);
      return { type: 'recoverySet', primary, wallets: await service.refreshWallets() };
    },
  });
  const commands: WalletRecoveryCommands = {
    setAutomaticRecovery: () => flow.send({ type: 'setAutomatic', facts: walletFacts(core.store) }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
