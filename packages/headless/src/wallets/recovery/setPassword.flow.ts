import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import type { ActionCallbacks } from '../../core/flow/types.ts';
import { getWalletService } from '../embedded/getWalletService.ts';
import { walletFacts } from '../embedded/operation.ts';
import type { EmbeddedWallet } from '../types.ts';
import { generatePassword } from './password.ts';
import {
  initialSetPasswordSnapshot,
  type SetPasswordEffect,
  type SetPasswordEvent,
  type SetPasswordSnapshot,
  setPasswordMachine,
} from './setPassword.machine.ts';

export interface SetPasswordCommands {
  /** The password as typed (creating): `state.issue` and `state.strength` follow it. */
  setPassword(password: string): void;
  /**
   * Replaces the password with a generated one of 4 words (creating). `unlessTyped`: only while the
   * field is empty (a first suggestion, which must not replace what the user typed meanwhile).
   */
  generatePassword(options?: { unlessTyped?: boolean }): Promise<SetPasswordSnapshot>;
  /** The password typed again (confirming). */
  setConfirmation(confirmation: string): void;
  /** The finalizing checkbox. */
  acknowledge(acknowledged: boolean): void;
  /** To the next stage, when the current one allows it (a valid password; a matching confirmation). */
  next(): void;
  /** One stage back. */
  back(): void;
  /** Sets the password as the wallet's recovery (finalizing, once acknowledged; or again after an error). */
  submit(): Promise<SetPasswordSnapshot>;
  reset(): void;
}

export interface SetPasswordFlow extends Flow<SetPasswordSnapshot, SetPasswordEvent, ActionCallbacks<EmbeddedWallet>> {
  commands: SetPasswordCommands;
}

/**
 * Setting (or resetting) the password that encrypts the wallet's recovery share (spec §2 'Password
 * flow'): the stages and rules in the pure machine; the password goes to the wallet iframe only.
 */
export function createSetPasswordFlow(core: FoyerCore): SetPasswordFlow {
  const flow = createFlow<SetPasswordSnapshot, SetPasswordEvent, SetPasswordEffect, ActionCallbacks<EmbeddedWallet>>(
    core,
    {
      initial: initialSetPasswordSnapshot,
      machine: setPasswordMachine,
      failed: (_effect, error) => ({ type: 'failed', error }),
      async run(effect: SetPasswordEffect, { signal }): Promise<SetPasswordEvent> {
        if (effect.type === 'generate') return { type: 'generated', password: await generatePassword() };
        const service = await getWalletService(core);
        const { primary, password } = effect;
        await service.setRecovery(primary, { method: 'user-passcode', password }, signal);
        const wallets = await service.refreshWallets();
        return { type: 'passwordSet', wallet: wallets.find((wallet) => wallet.address === primary.address) ?? primary };
      },
    },
  );
  const commands: SetPasswordCommands = {
    setPassword: (password) => void flow.send({ type: 'input', password }),
    generatePassword: ({ unlessTyped = false } = {}) => flow.send({ type: 'generate', unlessTyped }),
    setConfirmation: (confirmation) => void flow.send({ type: 'confirmInput', confirmation }),
    acknowledge: (acknowledged) => void flow.send({ type: 'acknowledge', acknowledged }),
    next: () => void flow.send({ type: 'continue' }),
    back: () => void flow.send({ type: 'back' }),
    submit: () => flow.send({ type: 'submit', facts: walletFacts(core.store) }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
