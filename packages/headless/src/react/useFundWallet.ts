'use client';
import { useState } from 'react';
import type { ActionCallbacks } from '../core/flow/types.ts';
import { createFundWalletFlow, type FundWalletCommands } from '../wallets/funding/fundWallet.flow.ts';
import type { FundWalletSnapshot } from '../wallets/funding/fundWallet.machine.ts';
import type { FundWalletResult } from '../wallets/funding/types.ts';
import { useFoyerCore } from './context.ts';
import { type FlowHook, useFlow } from './useFlow.ts';

export type UseFundWalletParameters = ActionCallbacks<FundWalletResult>;
export type UseFundWalletReturnType = FlowHook<
  FundWalletSnapshot,
  FundWalletCommands,
  ActionCallbacks<FundWalletResult>
>;

/**
 * Funds a wallet (spec §2 'Funding'): `fundWallet(address, config?)` resolves the chain, asset and
 * amount and the methods the app offers (`state.options`), then each method's screens follow as
 * `state.status`: `choosing-method`, `editing-amount`, `card-payment` (the card provider's popup and
 * its status), `exchange-payment`, `choosing-wallet` → `confirming-transfer` (a real transfer signed
 * by a connected wallet), `choosing-bridge` → `bridging` (or `bridge-failed`), `receiving` (the QR's
 * `qrValue`, the polled `balance`), then `done` with `state.result`. A method that fails returns to
 * `choosing-method` with `state.error` set. Call `continue()` in the click: it opens the on-ramp's popup.
 */
export function useFundWallet(params: UseFundWalletParameters = {}): UseFundWalletReturnType {
  const core = useFoyerCore();
  const [flow] = useState(() => createFundWalletFlow(core));
  return useFlow(flow, params);
}
