import type { CloudRecoveryProvider } from '../../core/api/routes/recovery.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { Flow } from '../../core/flow/createFlow.ts';
import { createOperation } from '../../core/flow/createOperation.ts';
import type { ActionCallbacks } from '../../core/flow/types.ts';
import { createPopupAuthorization } from '../../flows/oauth/popupAuthorization.ts';
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
  /**
   * Backs the wallet up to a cloud (Google Drive, iCloud): the cloud's consent in a popup (call it
   * from the user's click), then the wallet iframe writes the backup there.
   */
  setCloudRecovery(provider: CloudRecoveryProvider): Promise<WalletRecoverySnapshot>;
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
    async run(effect, { signal }) {
      if (effect.type === 'authorizeCloud') {
        const { authorizeCloud } = await import('../recovery/cloudAuthorization.ts');
        const { primary, provider } = effect;
        return {
          type: 'cloudAuthorized',
          primary,
          provider,
          accessToken: await authorizeCloud(core, popup, provider, signal),
        };
      }
      const service = await getWalletService(core);
      const { primary } = effect;
      await service.setRecovery(primary, effect.recovery, signal);
      return { type: 'recoverySet', primary, wallets: await service.refreshWallets() };
    },
  });
  const popup = createPopupAuthorization('cloud backup');
  const commands: WalletRecoveryCommands = {
    setAutomaticRecovery: () => flow.send({ type: 'setAutomatic', facts: walletFacts(core.store) }),
    setCloudRecovery: (provider) => {
      // In the click's task, before any await: browsers block a popup opened later.
      popup.open();
      return flow.send({ type: 'setCloud', provider, facts: walletFacts(core.store) }).finally(() => popup.discard());
    },
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
