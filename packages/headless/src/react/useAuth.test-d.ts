/**
 * Type tests for the session hooks (checked by the typecheck stage, never run): `useAuth`, the app
 * config and identity token, the recent login, and the provider's store.
 */
import { expectTypeOf } from 'vitest';
import type { AppConfig } from '../core/config/types.ts';
import type { FoyerError } from '../core/errors/FoyerError.ts';
import type { RecentLogin } from '../core/recent.ts';
import type { FoyerStore } from '../core/store/atoms.ts';
import type { User } from '../core/user.ts';
import { useFoyerStore } from './context.ts';
import {
  useAppConfig,
  useAppConfigError,
  useAuth,
  useIdentityToken,
  useRecentLogin,
  useRecentLoginMethod,
} from './useAuth.ts';

expectTypeOf(useAuth()).toEqualTypeOf<{
  ready: boolean;
  authenticated: boolean;
  user: User | null;
  getAccessToken(): Promise<string | null>;
  logout(): Promise<void>;
  refreshUser(): Promise<User | null>;
}>();
expectTypeOf(useIdentityToken()).toEqualTypeOf<{ identityToken: string | null }>();
expectTypeOf(useAppConfig()).toEqualTypeOf<AppConfig | null>();
expectTypeOf(useAppConfigError()).toEqualTypeOf<{ error: FoyerError | null; retry(): Promise<void> }>();
expectTypeOf(useRecentLogin()).toEqualTypeOf<RecentLogin | null>();
expectTypeOf(useRecentLoginMethod()).toEqualTypeOf<string | null>();
expectTypeOf(useFoyerStore()).toEqualTypeOf<FoyerStore>();
