'use client';
import { useState } from 'react';
import type { ActionCallbacks } from '../core/flow/types.ts';
import { createSignRawHashFlow, type SignRawHashCommands } from '../wallets/embedded/signing.flow.ts';
import type { SigningSnapshot } from '../wallets/embedded/signing.machine.ts';
import type { Hex } from '../wallets/types.ts';
import { useFoyerCore } from './context.ts';
import { type FlowHook, useFlow } from './useFlow.ts';
import { useWalletsOnLogin } from './useWalletsOnLogin.ts';

export type UseSignRawHashParameters = ActionCallbacks<{ signature: Hex }>;
export type UseSignRawHashReturnType = FlowHook<
  SigningSnapshot<{ signature: Hex }>,
  SignRawHashCommands,
  ActionCallbacks<{ signature: Hex }>,
  'signRawHash'
>;

/**
 * Signs a 32-byte hash as it is: `signRawHash({ hash }, { chainType?, address?, uiOptions?,
 * showWalletUIs? })`. Ethereum (default): `secp256k1_sign`, the 65-byte signature; `chainType:
 * 'solana'`: the ed25519 signature of the 32 bytes. The confirmation shows the hash, never as a message.
 */
export function useSignRawHash(params: UseSignRawHashParameters = {}): UseSignRawHashReturnType {
  const core = useFoyerCore();
  useWalletsOnLogin(core);
  const [flow] = useState(() => createSignRawHashFlow(core));
  return useFlow(flow, params, { finishing: ['signRawHash'] });
}
