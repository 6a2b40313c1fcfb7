'use client';
import { useState } from 'react';
import type { ActionCallbacks } from '../core/flow/types.ts';
import { getRecoveryGate, type RecoveryPromptCommands } from '../wallets/recovery/recoveryGate.ts';
import type { RecoveryPromptSnapshot } from '../wallets/recovery/recoveryPrompt.machine.ts';
import { useFoyerCore } from './context.ts';
import { coreOwned, type FlowHook, useFlow } from './useFlow.ts';

export type UseRecoverEmbeddedWalletParameters = ActionCallbacks<true>;
export type UseRecoverEmbeddedWalletReturnType = FlowHook<
  RecoveryPromptSnapshot,
  RecoveryPromptCommands,
  ActionCallbacks<true>,
  'recoverWithPassword' | 'recoverWithCloud'
>;

/**
 * The recovery a wallet request waits for on a new device, when the user owns the wallet's backup
 * (spec §2 'Recover wallet', 'Recovery OAuth screen'): `state.status` is `required` with
 * `state.method` (`user-passcode`, `google-drive`, `icloud`) while it waits, then `authorizing`,
 * `recovering`, `done` or `error`; `recoverWithPassword(password)` (a wrong one sets
 * `state.attemptError`, `invalid_recovery_pin`), `recoverWithCloud()` from the user's click (the
 * cloud's consent popup), `retry()`, `cancel()`. The waiting request goes on once the backup opened.
 */
export function useRecoverEmbeddedWallet(
  params: UseRecoverEmbeddedWalletParameters = {},
): UseRecoverEmbeddedWalletReturnType {
  const core = useFoyerCore();
  const [view] = useState(() => coreOwned(getRecoveryGate(core).flow));
  return useFlow(view, params, { finishing: ['recoverWithPassword', 'recoverWithCloud'] });
}
