'use client';
import { useState } from 'react';
import type { ActionCallbacks } from '../core/flow/types.ts';
import { createExportWalletFlow, type ExportWalletCommands } from '../wallets/export/exportWallet.flow.ts';
import type { ExportFrame, ExportWalletSnapshot } from '../wallets/export/exportWallet.machine.ts';
import { useFoyerCore } from './context.ts';
import { type FlowHook, useFlow } from './useFlow.ts';
import { useWalletsOnLogin } from './useWalletsOnLogin.ts';

export type UseExportWalletParameters = ActionCallbacks<ExportFrame>;
export type UseExportWalletReturnType = FlowHook<
  ExportWalletSnapshot,
  ExportWalletCommands,
  ActionCallbacks<ExportFrame>,
  'exportWallet'
>;

/**
 * Exports an embedded wallet's key (spec §2 'Export wallet'): `exportWallet({ address?, chainType? })`
 * loads the wallet on this device (recovering it first if it must), verifies MFA for a user who has
 * it, and gives `state.result`: the export page to show in an iframe (`url`, `origin`). That page, on
 * the wallet's own origin, shows the private key (and the seed phrase of an HD wallet); the app's
 * page never receives it.
 */
export function useExportWallet(params: UseExportWalletParameters = {}): UseExportWalletReturnType {
  const core = useFoyerCore();
  useWalletsOnLogin(core);
  const [flow] = useState(() => createExportWalletFlow(core));
  return useFlow(flow, params, { finishing: ['exportWallet'] });
}
