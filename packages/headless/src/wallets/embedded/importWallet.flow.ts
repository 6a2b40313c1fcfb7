import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { Flow } from '../../core/flow/createFlow.ts';
import { createOperation } from '../../core/flow/createOperation.ts';
import type { ActionCallbacks } from '../../core/flow/types.ts';
import type { EmbeddedWallet, ImportWalletOptions } from '../types.ts';
import { getWalletService } from './getWalletService.ts';
import {
  type ImportWalletEffect,
  type ImportWalletEvent,
  type ImportWalletSnapshot,
  importWalletMachine,
  initialImportWalletSnapshot,
} from './importWallet.machine.ts';
import { walletFacts } from './operation.ts';

export interface ImportWalletCommands {
  /** Imports a private key (default chain Ethereum; not in TEE mode): resolves with the settled snapshot, never rejects. */
  importWallet(options: ImportWalletOptions): Promise<ImportWalletSnapshot>;
  reset(): void;
}

export interface ImportWalletFlow
  extends Flow<ImportWalletSnapshot, ImportWalletEvent, ActionCallbacks<EmbeddedWallet>> {
  commands: ImportWalletCommands;
}

/** Importing a wallet: the machine, and its one effect on the wallet service (import, then fetch the user). */
export function createImportWalletFlow(core: FoyerCore): ImportWalletFlow {
  const flow = createOperation<
    ImportWalletSnapshot,
    ImportWalletEvent,
    ImportWalletEffect,
    ActionCallbacks<EmbeddedWallet>
  >(core, {
    initial: initialImportWalletSnapshot,
    machine: importWalletMachine,
    failed: (_effect, error) => ({ type: 'failed', error }),
    async run({ privateKey, chainType }, { signal }) {
      const service = await getWalletService(core);
      const address = await service.importKey(privateKey, chainType, signal);
      return { type: 'imported', chainType, address, wallets: await service.refreshWallets() };
    },
  });
  const commands: ImportWalletCommands = {
    importWallet: (options) => flow.send({ type: 'import', options, facts: walletFacts(core.store) }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
