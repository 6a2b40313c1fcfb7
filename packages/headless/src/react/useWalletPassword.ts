'use client';
import { useState } from 'react';
import type { ActionCallbacks } from '../core/flow/types.ts';
import { createSetPasswordFlow, type SetPasswordCommands } from '../wallets/recovery/setPassword.flow.ts';
import type { SetPasswordSnapshot } from '../wallets/recovery/setPassword.machine.ts';
import type { EmbeddedWallet } from '../wallets/types.ts';
import { useFoyerCore } from './context.ts';
import { type FlowHook, useFlow } from './useFlow.ts';
import { useWalletsOnLogin } from './useWalletsOnLogin.ts';

export type UseWalletPasswordParameters = ActionCallbacks<EmbeddedWallet>;
export type UseWalletPasswordReturnType = FlowHook<
  SetPasswordSnapshot,
  SetPasswordCommands,
  ActionCallbacks<EmbeddedWallet>,
  'submit'
>;

/**
 * Sets or resets the password that secures the user's wallet (spec §2 'Password flow'): `state.status`
 * is the stage (`creating`, `saving`, `confirming`, `finalizing`, then `submitting`, `done` or
 * `error`), `state.issue` what keeps the stage from continuing (`password_too_short`,
 * `password_invalid_characters` with `details.characters`, `passwords_do_not_match`), `state.strength`
 * the meter. The password goes to the wallet iframe only, which encrypts the recovery share with it.
 */
export function useWalletPassword(params: UseWalletPasswordParameters = {}): UseWalletPasswordReturnType {
  const core = useFoyerCore();
  useWalletsOnLogin(core);
  const [flow] = useState(() => createSetPasswordFlow(core));
  return useFlow(flow, params, { finishing: ['submit'] });
}
