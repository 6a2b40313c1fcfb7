'use client';
import { useState } from 'react';
import type { ActionCallbacks } from '../core/flow/types.ts';
import {
  createFarcasterSignerFlow,
  type FarcasterSignerCommands,
} from '../wallets/farcasterSigner/farcasterSigner.flow.ts';
import type {
  FarcasterSignerResult,
  FarcasterSignerSnapshot,
} from '../wallets/farcasterSigner/farcasterSigner.machine.ts';
import { useFoyerCore } from './context.ts';
import { type FlowHook, useFlow } from './useFlow.ts';
import { useWalletsOnLogin } from './useWalletsOnLogin.ts';

export type UseFarcasterSignerParameters = ActionCallbacks<FarcasterSignerResult>;
export type UseFarcasterSignerReturnType = FlowHook<
  FarcasterSignerSnapshot,
  FarcasterSignerCommands,
  ActionCallbacks<FarcasterSignerResult>,
  'requestFarcasterSignerFromWarpcast'
>;

/**
 * A Farcaster signer held by the user's embedded wallet (reference §3.13), without the modal:
 * `requestFarcasterSignerFromWarpcast()` (show `state.signerApprovalUrl` until the Farcaster app
 * approves), then `getFarcasterSignerPublicKey()` and `signFarcasterMessage(hash)`. With the modal,
 * `useFarcasterSignerModal()` of `@foyer/ui` shows 'Add a signer to Farcaster'.
 */
export function useFarcasterSigner(params: UseFarcasterSignerParameters = {}): UseFarcasterSignerReturnType {
  const core = useFoyerCore();
  useWalletsOnLogin(core);
  const [flow] = useState(() => createFarcasterSignerFlow(core));
  return useFlow(flow, params, { finishing: ['requestFarcasterSignerFromWarpcast'] });
}
