'use client';
import { useState } from 'react';
import type { ActionCallbacks } from '../../core/flow/types.ts';
import type { User } from '../../core/user.ts';
import { useFoyerCore } from '../../react/context.ts';
import { type FlowHook, useFlow } from '../../react/useFlow.ts';
import { createUnlinkAccountFlow, type UnlinkAccountCommands } from './unlinkAccount.flow.ts';
import type { UnlinkAccountSnapshot } from './unlinkAccount.machine.ts';

export type UseUnlinkAccountParameters = ActionCallbacks<User>;
export type UseUnlinkAccountReturnType = FlowHook<
  UnlinkAccountSnapshot,
  UnlinkAccountCommands,
  ActionCallbacks<User>,
  'unlinkAccount'
>;

/**
 * Unlinking, headless: `unlinkAccount(user.linkedAccounts[i])` (any type, spec §7 'Unlink'); the
 * result is the updated user. An embedded wallet (`CANNOT_UNLINK_EMBEDDED_WALLET`) and the user's
 * only login account (`CANNOT_UNLINK_SOLE_ACCOUNT`) are refused before any call. Commands never
 * reject: errors are in `state` and `onError`; `unlinkAccountAsync` rejects.
 */
export function useUnlinkAccount(params: UseUnlinkAccountParameters = {}): UseUnlinkAccountReturnType {
  const core = useFoyerCore();
  const [flow] = useState(() => createUnlinkAccountFlow(core));
  return useFlow(flow, params, { finishing: ['unlinkAccount'] });
}
