import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import type { NoCallbacks } from '../../core/flow/types.ts';
import { appConfigAtom, userAtom } from '../../core/store/atoms.ts';
import { getWalletService } from './getWalletService.ts';
import {
  initialRequiredWalletsSnapshot,
  type RequiredWalletsEffect,
  type RequiredWalletsEvent,
  type RequiredWalletsSnapshot,
  requiredWalletsMachine,
} from './requiredWallets.machine.ts';

export interface RequiredWalletsCommands {
  /**
   * Creates what the app's `createOnLogin` asks for the current user: resolves with the settled
   * snapshot (its `result`: the wallets created), never rejects. A call while a creation runs joins it.
   */
  createRequiredWallets(): Promise<RequiredWalletsSnapshot>;
}

export interface RequiredWalletsFlow extends Flow<RequiredWalletsSnapshot, RequiredWalletsEvent, NoCallbacks> {
  commands: RequiredWalletsCommands;
}

const flowKey = Symbol('required-wallets');

/**
 * The creation of the wallets `createOnLogin` asks for: one per core, shared by every caller (a
 * login's last step, a wallet hook finding a user without them, the modal's wallet screen), so
 * concurrent calls make one run. The core owns it: it stops with the core, and a logout resets it.
 */
export function requiredWalletsFlow(core: FoyerCore): RequiredWalletsFlow {
  return core.memo(flowKey, () => {
    const { store } = core;
    const flow = createFlow<RequiredWalletsSnapshot, RequiredWalletsEvent, RequiredWalletsEffect, NoCallbacks>(core, {
      initial: initialRequiredWalletsSnapshot,
      machine: requiredWalletsMachine,
      failed: (_effect, error) => ({ type: 'failed', error }),
      async run({ chainType, plan, other }, { signal }) {
        const service = await getWalletService(core);
        const address = await service.create(chainType, plan, other, signal);
        return { type: 'created', chainType, address, wallets: await service.refreshWallets() };
      },
    });
    core.onStop(() => flow.stop());
    const commands: RequiredWalletsCommands = {
      createRequiredWallets() {
        flow.start();
        return flow.send({ type: 'create', user: store.get(userAtom), config: store.get(appConfigAtom) });
      },
    };
    return Object.assign(flow, { commands });
  });
}
