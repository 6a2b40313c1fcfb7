'use client';
import { useState } from 'react';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { useFoyerCore } from '../../react/context.ts';
import { type FlowHook, useFlow } from '../../react/useFlow.ts';
import { createSmsLoginFlow, type SmsLoginCommands, type SmsLoginFlowOptions } from './smsLogin.flow.ts';
import type { SmsLoginErrorCode, SmsLoginSnapshot } from './smsLogin.machine.ts';

export type UseSmsLoginParameters<Intent extends FlowIntent = 'login'> = FlowCallbacks<
  Intent,
  'sms',
  SmsLoginErrorCode
> &
  SmsLoginFlowOptions<Intent>;

export type UseSmsLoginReturnType<Intent extends FlowIntent = 'login'> = FlowHook<
  SmsLoginSnapshot,
  SmsLoginCommands,
  FlowCallbacks<Intent, 'sms'>,
  'loginWithCode',
  'sendCode' | 'resendCode'
>;

/**
 * Phone one-time-code login (SMS, or WhatsApp with `channel: 'whatsapp'`), link (`intent: 'link'`)
 * or update (`intent: 'update'`). The options are read once, at mount. Commands never reject:
 * errors are in `state` and `onError`.
 */
export function useSmsLogin<Intent extends FlowIntent = 'login'>(
  params: UseSmsLoginParameters<Intent> = {},
): UseSmsLoginReturnType<Intent> {
  const core = useFoyerCore();
  const [flow] = useState(() => createSmsLoginFlow(core, params));
  return useFlow(flow, params, { finishing: ['loginWithCode'], steps: ['sendCode', 'resendCode'] });
}
