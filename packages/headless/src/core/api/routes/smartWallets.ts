import { defineRoute, type NoBody } from '../route.ts';
import type { WireSmartWalletAccount } from '../wire.ts';

/** The smart account types of the reference (§3.13); the emulator runs `light_account`. */
export type SmartWalletType = WireSmartWalletAccount['smart_wallet_type'];

/** One chain of an app's smart-wallet config: its bundler, and its paymaster when sponsored (ERC-7677). */
export interface WireSmartWalletNetwork {
  /** CAIP-2, `eip155:<id>`. */
  chain_id: string;
  bundler_url: string;
  paymaster_url?: string;
  rpc_url?: string;
  chain_name?: string;
  /** What the paymaster is given (ERC-7677 `context`); its policy sponsors the app's user operations. */
  paymaster_context?: { policy_id: string };
}

/** Reference §5.14: an app's smart-wallet config. */
export type WireSmartWalletConfig =
  | { enabled: false }
  | { enabled: true; smart_wallet_type: SmartWalletType; configured_networks: WireSmartWalletNetwork[] };

/**
 * What the dashboard posts (`POST /api/v1/apps/:app_id/smart_wallets`, with the app secret; the kit
 * never does): the same shape, `bundler_url` optional (the provider's own bundler).
 */
export type WireSmartWalletConfigInput =
  | { enabled: false }
  | {
      enabled: true;
      smart_wallet_type: SmartWalletType;
      configured_networks: (Omit<WireSmartWalletNetwork, 'bundler_url'> & { bundler_url?: string })[];
    };

export const config = /* @__PURE__ */ defineRoute<NoBody, WireSmartWalletConfig>()(
  'GET',
  '/api/v1/apps/:app_id/smart_wallets',
);
