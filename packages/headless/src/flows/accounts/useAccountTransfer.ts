'use client';
import { useState } from 'react';
import { useFoyerCore } from '../../react/context.ts';
import { type FlowHook, useFlow } from '../../react/useFlow.ts';
import {
  type AccountTransferCallbacks,
  type AccountTransferCommands,
  createAccountTransferFlow,
} from './accountTransfer.flow.ts';
import type { AccountTransferSnapshot } from './accountTransfer.machine.ts';

export type UseAccountTransferParameters = AccountTransferCallbacks;
export type UseAccountTransferReturnType = FlowHook<
  AccountTransferSnapshot,
  AccountTransferCommands,
  AccountTransferCallbacks,
  'transfer'
>;

/**
 * Takes over an account that another user holds (spec §2 'Account transfer'): pass the data of the
 * `ACCOUNT_TRANSFER_REQUIRED` error (`accountTransferData(error)`); the other user is deleted.
 * Commands never reject: errors are in `state` and `onError`.
 */
export function useAccountTransfer(params: UseAccountTransferParameters = {}): UseAccountTransferReturnType {
  const core = useFoyerCore();
  const [flow] = useState(() => createAccountTransferFlow(core));
  return useFlow(flow, params, { finishing: ['transfer'] });
}
