/**
 * Type tests for `useCustomAuth`, `useLinkCustomJwt` and `useGuestLogin` (checked by the typecheck stage, never run).
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { LinkComplete, LoginComplete } from '../../core/flow/types.ts';
import type { GuestLoginSnapshot, GuestLoginStatus } from '../guest/guestLogin.machine.ts';
import { useGuestLogin } from '../guest/useGuestLogin.ts';
import type { CustomAuthErrorCode, CustomAuthSnapshot, CustomAuthStatus } from './customAuth.machine.ts';
import type { CustomJwtLinkSnapshot } from './customJwtLink.machine.ts';
import { useCustomAuth } from './useCustomAuth.ts';
import { useLinkCustomJwt } from './useLinkCustomJwt.ts';

expectTypeOf<CustomAuthStatus>().toEqualTypeOf<'initial' | 'loading' | 'done' | 'error' | 'not-enabled'>();
expectTypeOf<GuestLoginStatus>().toEqualTypeOf<'initial' | 'loading' | 'done' | 'error'>();

const { state, sync } = useCustomAuth({
  getToken: async () => 'jwt',
  subscribe: (onChange) => {
    onChange();
    return () => undefined;
  },
  enabled: true,
  onComplete: (result) => expectTypeOf(result).toEqualTypeOf<LoginComplete<'custom'>>(),
  onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError<CustomAuthErrorCode>>(),
});
expectTypeOf(state).toEqualTypeOf<CustomAuthSnapshot>();
expectTypeOf(sync()).toEqualTypeOf<Promise<CustomAuthSnapshot>>();
useCustomAuth({ getToken: () => null });
// @ts-expect-error: getToken is required
useCustomAuth({});

const { linkCustomJwt } = useLinkCustomJwt({
  onComplete: (result) => expectTypeOf(result).toEqualTypeOf<LinkComplete<'custom'>>(),
});
expectTypeOf(linkCustomJwt({ token: 'jwt' })).toEqualTypeOf<Promise<CustomJwtLinkSnapshot>>();

const { loginAsGuest } = useGuestLogin({
  onComplete: (result) => expectTypeOf(result).toEqualTypeOf<LoginComplete<'guest'>>(),
});
expectTypeOf(loginAsGuest()).toEqualTypeOf<Promise<GuestLoginSnapshot>>();

// The Async twins: custom auth's sync may do nothing (null); linking and the guest login finish.
expectTypeOf(useCustomAuth({ getToken: () => null }).syncAsync()).toEqualTypeOf<
  Promise<LoginComplete<'custom'> | null>
>();
expectTypeOf(useLinkCustomJwt().linkCustomJwtAsync({ token: 'jwt' })).toEqualTypeOf<Promise<LinkComplete<'custom'>>>();
expectTypeOf(useGuestLogin().loginAsGuestAsync()).toEqualTypeOf<Promise<LoginComplete<'guest'>>>();
expectTypeOf(useGuestLogin().state).toEqualTypeOf<GuestLoginSnapshot>();
