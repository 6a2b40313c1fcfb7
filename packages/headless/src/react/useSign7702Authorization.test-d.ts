import type { SignedAuthorization as ViemSignedAuthorization } from 'viem';
import { expectTypeOf } from 'vitest';
import type { AuthorizationInput } from '../wallets/embedded/signing.machine.ts';
import type { SignedAuthorization, WalletCallOptions } from '../wallets/types.ts';
import { useSign7702Authorization } from './useSign7702Authorization.ts';

const sign = useSign7702Authorization({
  onComplete: (authorization) => expectTypeOf(authorization).toEqualTypeOf<SignedAuthorization>(),
});
expectTypeOf(sign.signAuthorizationAsync).toEqualTypeOf<
  (input: AuthorizationInput, options?: WalletCallOptions) => Promise<SignedAuthorization>
>();
// viem takes it as it is (an `authorizationList` entry, `verifyAuthorization`).
expectTypeOf<SignedAuthorization>().toExtend<ViemSignedAuthorization>();
sign.signAuthorization({ contractAddress: '0x000000000000000000000000000000000000c0de' });
sign.signAuthorization({ contractAddress: '0x000000000000000000000000000000000000c0de', chainId: 1, nonce: 0 });
// @ts-expect-error the contract is required
sign.signAuthorization({ chainId: 1 });
