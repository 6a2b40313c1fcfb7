'use client';

import { createContext, createElement, type ReactNode, useContext } from 'react';

/** What an app may set for its smart wallets beside the provider's config. */
export interface SmartWalletsConfig {
  /** The ERC-7677 `context` given to the paymaster (e.g. `{ policy_id }`), instead of the config's. */
  paymasterContext?: Record<string, unknown>;
}

const SmartWalletsContext = createContext<SmartWalletsConfig>({});

/** Reference §3.13: `useSmartWallets()` below it uses `config` (optional: the hook works without it). */
export function SmartWalletsProvider({ config = {}, children }: { config?: SmartWalletsConfig; children: ReactNode }) {
  return createElement(SmartWalletsContext.Provider, { value: config }, children);
}

/** The nearest `SmartWalletsProvider`'s config (empty without one). */
export const useSmartWalletsConfig = (): SmartWalletsConfig => useContext(SmartWalletsContext);
