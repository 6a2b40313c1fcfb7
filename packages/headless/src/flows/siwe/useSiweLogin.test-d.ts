/**
 * Type tests for `useSiweLogin` (checked by the typecheck stage, never run).
 */
import { expectTypeOf } from 'vitest';
import type { LinkComplete, LoginComplete } from '../../core/flow/types.ts';
import type { SiweLoginSnapshot, SiweLoginStatus } from './siweLogin.machine.ts';
import { useSiweLogin } from './useSiweLogin.ts';

expectTypeOf<SiweLoginStatus>().toEqualTypeOf<
  'initial' | 'generating-message' | 'awaiting-signature' | 'submitting-signature' | 'done' | 'error'
>();

useSiweLogin({
  onComplete: (result) => {
    expectTypeOf(result).toEqualTypeOf<LoginComplete<'siwe'>>();
    expectTypeOf(result.loginMethod).toEqualTypeOf<'siwe'>();
  },
});
useSiweLogin({ intent: 'link', onComplete: (result) => expectTypeOf(result).toEqualTypeOf<LinkComplete<'siwe'>>() });

const { generateMessage, loginWithSignature } = useSiweLogin();
expectTypeOf(generateMessage({ address: '0x0', chainId: 'eip155:1' })).toEqualTypeOf<Promise<SiweLoginSnapshot>>();
expectTypeOf(loginWithSignature({ message: 'm', signature: '0x' })).toEqualTypeOf<Promise<SiweLoginSnapshot>>();
// @ts-expect-error: the signature is required
loginWithSignature({ message: 'm' });

const siwe = useSiweLogin();
expectTypeOf(siwe.state).toEqualTypeOf<SiweLoginSnapshot>();
expectTypeOf(siwe.generateMessageAsync).returns.toEqualTypeOf<Promise<LoginComplete<'siwe'> | null>>();
expectTypeOf(siwe.loginWithSignatureAsync).returns.toEqualTypeOf<Promise<LoginComplete<'siwe'>>>();
expectTypeOf(siwe.loginWithWalletAsync).returns.toEqualTypeOf<Promise<LoginComplete<'siwe'>>>();
