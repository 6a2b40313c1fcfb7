'use client';
import { useState } from 'react';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { useFoyerCore } from '../../react/context.ts';
import { type FlowHook, useFlow } from '../../react/useFlow.ts';
import {
  createTelegramLoginFlow,
  type TelegramLoginCommands,
  type TelegramLoginFlowOptions,
} from './telegramLogin.flow.ts';
import type { TelegramLoginErrorCode, TelegramLoginSnapshot } from './telegramLogin.machine.ts';

export type UseTelegramLoginParameters<Intent extends FlowIntent = 'login'> = FlowCallbacks<
  Intent,
  'telegram',
  TelegramLoginErrorCode
> &
  TelegramLoginFlowOptions<Intent>;

export type UseTelegramLoginReturnType<Intent extends FlowIntent = 'login'> = FlowHook<
  TelegramLoginSnapshot,
  TelegramLoginCommands,
  FlowCallbacks<Intent, 'telegram'>,
  'login',
  'redirectToTelegram'
>;

/**
 * Telegram login (`intent: 'login'`, default) or link (`intent: 'link'`): `redirectToTelegram()`
 * sends the visitor to Telegram, and `login()` on the page Telegram returns to (or in a Mini App)
 * verifies the signed data. The options are read once, at mount. Commands never reject: errors
 * are in `state` and `onError`.
 */
export function useTelegramLogin<Intent extends FlowIntent = 'login'>(
  params: UseTelegramLoginParameters<Intent> = {},
): UseTelegramLoginReturnType<Intent> {
  const core = useFoyerCore();
  const [flow] = useState(() => createTelegramLoginFlow(core, params));
  return useFlow(flow, params, { finishing: ['login'], steps: ['redirectToTelegram'] });
}
