import { smartWalletTypes, type WireSmartWalletConfigInput } from '@foyer/headless/contract';
import * as v from 'valibot';
import { defineSlice } from '../../kernel/slice.ts';

const url = v.pipe(v.string(), v.url('must be a URL'));

const network = v.strictObject({
  chain_id: v.pipe(v.string(), v.regex(/^eip155:[1-9][0-9]*$/, '`chain_id` must be CAIP-2 (eip155:<id>)')),
  bundler_url: v.exactOptional(url),
  paymaster_url: v.exactOptional(url),
  rpc_url: v.exactOptional(url),
  chain_name: v.exactOptional(v.string()),
  paymaster_context: v.exactOptional(v.strictObject({ policy_id: v.pipe(v.string(), v.minLength(1)) })),
});

const enabled = {
  enabled: v.literal(true),
  smart_wallet_type: v.picklist(
    smartWalletTypes,
    `\`smart_wallet_type\` must be one of ${smartWalletTypes.join(', ')}`,
  ),
  configured_networks: v.array(network),
};

/** Reference §5.14, as posted (`bundler_url` optional: the emulator's own bundler). */
export const smartWalletConfigInputSchema = v.variant('enabled', [
  v.strictObject({ enabled: v.literal(false) }),
  v.strictObject(enabled),
]);

/** An app's smart-wallet config as the instance keeps it, seeded as `seed({ smartWallets: [{ app_id, … }] })`. */
export type SmartWalletConfigRecord = { app_id: string } & WireSmartWalletConfigInput;

export const smartWalletConfigRecordSchema = v.variant('enabled', [
  v.strictObject({ app_id: v.string(), enabled: v.literal(false) }),
  v.strictObject({ app_id: v.string(), ...enabled }),
]);

/** Smart-wallet configs by app id; an app without one has smart wallets off. */
export const smartWalletsSlice = defineSlice('smartWallets', (): Map<string, SmartWalletConfigRecord> => new Map());
