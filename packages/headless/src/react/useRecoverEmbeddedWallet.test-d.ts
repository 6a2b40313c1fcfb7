import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../core/errors/FoyerError.ts';
import type { RecoveryPromptSnapshot, RecoveryPromptStatus } from '../wallets/recovery/recoveryPrompt.machine.ts';
import type { UserOwnedRecoveryMethod } from '../wallets/recovery/secret.ts';
import { useRecoverEmbeddedWallet } from './useRecoverEmbeddedWallet.ts';
import { useRecoveryPrompt } from './useWalletUi.ts';

const recovery = useRecoverEmbeddedWallet({ onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError>() });
expectTypeOf(recovery.state.status).toEqualTypeOf<RecoveryPromptStatus>();
expectTypeOf(recovery.state.method).toEqualTypeOf<UserOwnedRecoveryMethod | null>();
expectTypeOf(recovery.state.attemptError).toEqualTypeOf<FoyerError | null>();
expectTypeOf(recovery.recoverWithPassword).toEqualTypeOf<(password: string) => Promise<RecoveryPromptSnapshot>>();
expectTypeOf(recovery.recoverWithCloudAsync).toEqualTypeOf<() => Promise<true>>();
recovery.retry();
recovery.cancel();
expectTypeOf(useRecoveryPrompt()).toEqualTypeOf<number | null>();
