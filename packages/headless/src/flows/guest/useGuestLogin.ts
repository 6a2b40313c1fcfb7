'use client';
import { useState } from 'react';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { useFoyerCore } from '../../react/context.ts';
import { type FlowHook, useFlow } from '../../react/useFlow.ts';
import { createGuestLoginFlow, type GuestLoginCommands, type GuestLoginFlowOptions } from './guestLogin.flow.ts';
import type { GuestLoginErrorCode, GuestLoginSnapshot } from './guestLogin.machine.ts';

export type UseGuestLoginParameters<Intent extends FlowIntent = 'login'> = FlowCallbacks<
  Intent,
  'guest',
  GuestLoginErrorCode
> &
  GuestLoginFlowOptions<Intent>;

export type UseGuestLoginReturnType<Intent extends FlowIntent = 'login'> = FlowHook<
  GuestLoginSnapshot,
  GuestLoginCommands,
  FlowCallbacks<Intent, 'guest'>,
  'loginAsGuest'
>;

/**
 * Guest login: `loginAsGuest()` logs the visitor in as this device's guest of the app (the same user
 * every time). The options are read once, at mount. Commands never reject: errors are in `state`
 * and `onError`.
 */
export function useGuestLogin<Intent extends FlowIntent = 'login'>(
  params: UseGuestLoginParameters<Intent> = {},
): UseGuestLoginReturnType<Intent> {
  const core = useFoyerCore();
  const [flow] = useState(() => createGuestLoginFlow(core, params));
  return useFlow(flow, params, { finishing: ['loginAsGuest'] });
}
