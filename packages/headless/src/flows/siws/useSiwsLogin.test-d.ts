/**
 * Type tests for `useSiwsLogin` (checked by the typecheck stage, never run).
 */
import { expectTypeOf } from 'vitest';
import type { LinkComplete, LoginComplete } from '../../core/flow/types.ts';
import type { SiwsLoginSnapshot, SiwsLoginStatus } from './siwsLogin.machine.ts';
import { useSiwsLogin } from './useSiwsLogin.ts';

expectTypeOf<SiwsLoginStatus>().toEqualTypeOf<
  'initial' | 'generating-message' | 'awaiting-signature' | 'submitting-signature' | 'done' | 'error'
>();

useSiwsLogin({
  onComplete: (result) => {
    expectTypeOf(result).toEqualTypeOf<LoginComplete<'siws'>>();
    expectTypeOf(result.loginMethod).toEqualTypeOf<'siws'>();
  },
});
useSiwsLogin({ intent: 'link', onComplete: (result) => expectTypeOf(result).toEqualTypeOf<LinkComplete<'siws'>>() });
// @ts-expect-error: SIWS has no update intent
useSiwsLogin({ intent: 'update' });

const { generateMessage, loginWithSignature } = useSiwsLogin();
expectTypeOf(generateMessage({ address: 'x' })).toEqualTypeOf<Promise<SiwsLoginSnapshot>>();
expectTypeOf(
  loginWithSignature({ signature: new Uint8Array(64), message: 'm', messageType: 'transaction' }),
).toEqualTypeOf<Promise<SiwsLoginSnapshot>>();
// @ts-expect-error: not a message type
loginWithSignature({ signature: 'x', message: 'm', messageType: 'json' });

const siws = useSiwsLogin({ intent: 'link' });
expectTypeOf(siws.state).toEqualTypeOf<SiwsLoginSnapshot>();
expectTypeOf(siws.loginWithWalletAsync).returns.toEqualTypeOf<Promise<LinkComplete<'siws'>>>();
expectTypeOf(siws.generateMessageAsync).returns.toEqualTypeOf<Promise<LinkComplete<'siws'> | null>>();
