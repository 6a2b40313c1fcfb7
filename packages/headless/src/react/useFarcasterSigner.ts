'use client';
import { useState } from 'react';
import type { AsyncCommands } from '../core/flow/asyncCommands.ts';
import {
  createFarcasterSignerFlow,
  type FarcasterSignerCallbacks,
  type FarcasterSignerCommands,
  type FarcasterSignerState,
} from '../wallets/farcasterSigner/farcasterSigner.flow.ts';
import type { FarcasterSignerResult } from '../wallets/farcasterSigner/farcasterSigner.machine.ts';
import { useFoyerCore } from './context.ts';
import { type FlowHook, useFlow } from './useFlow.ts';
import { useWalletsOnLogin } from './useWalletsOnLogin.ts';

export type UseFarcasterSignerParameters = FarcasterSignerCallbacks;
/** One `state` following the latest command; each twin resolves with its own command's result. */
export type UseFarcasterSignerReturnType = FlowHook<
  FarcasterSignerState,
  FarcasterSignerCommands,
  { onComplete?: (result: FarcasterSignerResult) => void },
  'requestFarcasterSignerFromWarpcast'
> &
  AsyncCommands<FarcasterSignerCommands, Uint8Array, 'signFarcasterMessage', never>;

/**
 * A Farcaster signer held by the user's embedded wallet (reference §3.13), without the modal:
 * `requestFarcasterSignerFromWarpcast()` (show `state.signerApprovalUrl` until the Farcaster app
 * approves), then `signFarcasterMessage(hash)` (`signFarcasterMessageAsync(hash)`: the 64-byte
 * signature, or the `FoyerError`). `state` follows the latest command; `onComplete` receives the
 * approved signer or the signature. `getFarcasterSignerPublicKey()` reads the approved signer's key
 * (null before approval). With the modal, `useFarcasterSignerModal()` of `@foyer/ui` shows 'Add a
 * signer to Farcaster'.
 */
export function useFarcasterSigner(params: UseFarcasterSignerParameters = {}): UseFarcasterSignerReturnType {
  const core = useFoyerCore();
  useWalletsOnLogin(core);
  const [flow] = useState(() => createFarcasterSignerFlow(core));
  // The twins resolve with their own command's result (the request's signer, the signature's bytes).
  return useFlow(flow, params, {
    finishing: ['requestFarcasterSignerFromWarpcast', 'signFarcasterMessage'],
  }) as UseFarcasterSignerReturnType;
}
