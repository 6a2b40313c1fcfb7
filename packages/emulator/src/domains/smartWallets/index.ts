import * as v from 'valibot';
import type { EmulatorCore } from '../../kernel/core.ts';
import { defineDomain, defineSeed } from '../../kernel/domain.ts';
import { requireSeededApp } from '../apps/index.ts';
import { checkedConfig } from './config.ts';
import { registerSmartWalletRoutes } from './routes.ts';
import { type SmartWalletConfigRecord, smartWalletConfigRecordSchema, smartWalletsSlice } from './slice.ts';

/**
 * Smart wallets (reference §3.13, §5.8, §5.14): each app's config (seeded as
 * `seed({ smartWallets: [{ app_id, enabled, smart_wallet_type, configured_networks }] })`, or posted with
 * the app secret; it survives `reset()` like the app's), the ERC-4337 bundler and ERC-7677 paymaster
 * of the local EVM chains (`siwe/link_smart_wallet` is the SIWE domain's).
 */
export const smartWalletsDomain = defineDomain({
  ...smartWalletsSlice,
  reset: (configs) => configs,
  state: {
    schema: v.array(smartWalletConfigRecordSchema),
    save: (configs) => structuredClone([...configs.values()]),
    load: (configs) => new Map(configs.map((config): [string, SmartWalletConfigRecord] => [config.app_id, config])),
  },
  seed: defineSeed({
    schema: smartWalletConfigRecordSchema,
    apply: (core, entries: SmartWalletConfigRecord[]) =>
      entries.map((entry) => {
        requireSeededApp(core, entry.app_id);
        const record = { ...checkedConfig(entry), app_id: entry.app_id };
        core.slice(smartWalletsSlice).set(entry.app_id, record);
        return structuredClone(record);
      }),
  }),
  register: registerSmartWalletRoutes,
});

/** Whether app `appId` has smart wallets on (their accounts sign in with SIWE to be linked). */
export const smartWalletsEnabled = (core: EmulatorCore, appId: string): boolean =>
  core.slice(smartWalletsSlice).get(appId)?.enabled === true;
