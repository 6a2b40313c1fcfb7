import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { Flow } from '../../core/flow/createFlow.ts';
import { createOperation } from '../../core/flow/createOperation.ts';
import type { ActionCallbacks } from '../../core/flow/types.ts';
import { getWalletService } from '../embedded/getWalletService.ts';
import { walletFacts } from '../embedded/operation.ts';
import { exportFrame } from './exportFrame.ts';
import {
  type ExportFrame,
  type ExportWalletEffect,
  type ExportWalletEvent,
  type ExportWalletOptions,
  type ExportWalletSnapshot,
  exportWalletMachine,
  initialExportWalletSnapshot,
} from './exportWallet.machine.ts';

export interface ExportWalletCommands {
  /**
   * Readies the export of an embedded wallet (spec §2 'Export wallet'): `state.result` is the export
   * page to frame, which shows the key on the wallet's own origin. Resolves with the settled snapshot.
   */
  exportWallet(options?: ExportWalletOptions): Promise<ExportWalletSnapshot>;
  reset(): void;
}

export interface ExportWalletFlow extends Flow<ExportWalletSnapshot, ExportWalletEvent, ActionCallbacks<ExportFrame>> {
  commands: ExportWalletCommands;
}

export function createExportWalletFlow(core: FoyerCore): ExportWalletFlow {
  const flow = createOperation<
    ExportWalletSnapshot,
    ExportWalletEvent,
    ExportWalletEffect,
    ActionCallbacks<ExportFrame>
  >(core, {
    initial: initialExportWalletSnapshot,
    machine: exportWalletMachine,
    failed: (_effect, error) => ({ type: 'failed', error }),
    async run({ wallet, theme }, { signal }) {
      const service = await getWalletService(core);
      const token = await service.prepareExport(wallet, signal);
      return { type: 'prepared', frame: exportFrame(core, wallet, token, theme) };
    },
  });
  const commands: ExportWalletCommands = {
    exportWallet: (options = {}) => flow.send({ type: 'export', options, facts: walletFacts(core.store) }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
