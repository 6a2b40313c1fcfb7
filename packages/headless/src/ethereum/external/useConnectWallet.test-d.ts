/**
 * Type tests for `useConnectWallet` and `useWalletConnectUri` (checked by the typecheck stage, never run).
 */
import { expectTypeOf } from 'vitest';
import type {
  SwitchableConnection,
  WalletConnectionSnapshot,
  WalletConnectionStatus,
} from '../../wallets/external/connection.machine.ts';
import type { ExternalWalletOption } from '../../wallets/external/types.ts';
import { useConnectWallet } from './useConnectWallet.ts';
import { useWalletConnectUri } from './useWalletConnectUri.ts';

declare const option: ExternalWalletOption;

// The spec's connection states: an error sits in `disconnected`.
expectTypeOf<WalletConnectionStatus>().toEqualTypeOf<
  'disconnected' | 'connecting' | 'switching_to_supported_chain' | 'connected'
>();
const wallets = useConnectWallet({ chains: 'ethereum-only' });
expectTypeOf(wallets.wallets).toEqualTypeOf<ExternalWalletOption[]>();
expectTypeOf(wallets.state).toEqualTypeOf<WalletConnectionSnapshot>();
expectTypeOf(wallets.connect(option)).toEqualTypeOf<Promise<WalletConnectionSnapshot>>();
expectTypeOf(wallets.connectAsync(option)).toEqualTypeOf<Promise<SwitchableConnection>>();
expectTypeOf(wallets.retryAsync()).toEqualTypeOf<Promise<SwitchableConnection>>();
expectTypeOf(wallets.disconnectAsync()).toEqualTypeOf<Promise<SwitchableConnection | null>>();
// @ts-expect-error: an option, not an id
wallets.connect('metamask');

expectTypeOf(useWalletConnectUri()).toEqualTypeOf<string | null>();
