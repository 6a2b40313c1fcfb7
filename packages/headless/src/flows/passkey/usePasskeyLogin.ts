'use client';
import { useState } from 'react';
import type { FlowCallbacks } from '../../core/flow/types.ts';
import { useFoyerCore } from '../../react/context.ts';
import { type FlowHook, useFlow } from '../../react/useFlow.ts';
import {
  createPasskeyLoginFlow,
  type PasskeyLoginCommands,
  type PasskeyLoginFlowOptions,
} from './passkeyLogin.flow.ts';
import type { PasskeyIntent, PasskeyLoginErrorCode, PasskeyLoginSnapshot } from './passkeyLogin.machine.ts';

export type UsePasskeyLoginParameters<Intent extends PasskeyIntent = 'login'> = FlowCallbacks<
  Intent,
  'passkey',
  PasskeyLoginErrorCode
> &
  PasskeyLoginFlowOptions<Intent>;

export type UsePasskeyLoginReturnType<Intent extends PasskeyIntent = 'login'> = FlowHook<
  PasskeyLoginSnapshot,
  PasskeyLoginCommands,
  FlowCallbacks<Intent, 'passkey'>,
  'loginWithPasskey' | 'signupWithPasskey' | 'linkWithPasskey'
>;

/**
 * Passkey login (`loginWithPasskey()`), signup (`signupWithPasskey()`, when the app enables passkey
 * signup) or link (`intent: 'link'`, then `linkWithPasskey()`). WebAuthn code loads on the first
 * command. The options are read once, at mount. Commands never reject: errors are in `state` and
 * `onError`.
 */
export function usePasskeyLogin<Intent extends PasskeyIntent = 'login'>(
  params: UsePasskeyLoginParameters<Intent> = {},
): UsePasskeyLoginReturnType<Intent> {
  const core = useFoyerCore();
  const [flow] = useState(() => createPasskeyLoginFlow(core, params));
  return useFlow(flow, params, { finishing: ['loginWithPasskey', 'signupWithPasskey', 'linkWithPasskey'] });
}
