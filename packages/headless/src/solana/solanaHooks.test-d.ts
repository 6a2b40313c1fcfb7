/**
 * Type tests for `useSolanaExternalWallets` and `useRegisterEmbeddedSolanaWallet` (checked by the
 * typecheck stage, never run).
 */
import { expectTypeOf } from 'vitest';
import { useSiwsLogin } from '../flows/siws/useSiwsLogin.ts';
import type { ExternalWalletOption } from '../wallets/external/types.ts';
import type { SolanaWalletConnection } from './externalWallets.ts';
import { useRegisterEmbeddedSolanaWallet } from './useRegisterEmbeddedSolanaWallet.ts';
import { type SolanaWalletConnectionSnapshot, useSolanaExternalWallets } from './useSolanaExternalWallets.ts';

const solana = useSolanaExternalWallets();
expectTypeOf(solana.wallets).toEqualTypeOf<readonly ExternalWalletOption[]>();
expectTypeOf(solana.state).toEqualTypeOf<SolanaWalletConnectionSnapshot>();
expectTypeOf(solana.state.connection).toEqualTypeOf<SolanaWalletConnection | null>();
expectTypeOf(solana.connect('phantom')).toEqualTypeOf<Promise<SolanaWalletConnectionSnapshot>>();
expectTypeOf(solana.connectAsync('phantom')).toEqualTypeOf<Promise<SolanaWalletConnection>>();
// What `connectAsync` resolves with signs in with SIWS as it is.
export async function signIn() {
  await useSiwsLogin().loginWithWallet({ wallet: await solana.connectAsync('phantom') });
}

expectTypeOf(useRegisterEmbeddedSolanaWallet).returns.toBeVoid();
useRegisterEmbeddedSolanaWallet({ name: 'My app' });
