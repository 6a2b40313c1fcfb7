/**
 * Type tests for `useLoginMethods` (checked by the typecheck stage, never run): the rows a UI of its
 * own renders, narrowed by kind.
 */
import { expectTypeOf } from 'vitest';
import type { OAuthProvider } from '../core/config/types.ts';
import type { LandingLayout, LandingRow } from '../core/landing/landingLayout.ts';
import { useLoginMethods } from './useLoginMethods.ts';

const layout = useLoginMethods({ loginMethods: ['email', 'google'], variant: 'login' });
expectTypeOf(layout).toEqualTypeOf<LandingLayout | null>();
// @ts-expect-error: not a login method
useLoginMethods({ loginMethods: ['myspace'] });

declare const row: LandingRow;
if (row.kind === 'social') expectTypeOf(row.method).toEqualTypeOf<OAuthProvider | 'farcaster' | 'telegram'>();
if (row.kind === 'wallet') expectTypeOf(row.walletId).toEqualTypeOf<string>();
if (row.kind === 'email' || row.kind === 'sms') expectTypeOf(row.recent).toEqualTypeOf<boolean>();
expectTypeOf<LandingLayout['passkey']>().toEqualTypeOf<'continue' | 'i-have' | null>();
expectTypeOf<LandingLayout['openInput']>().toEqualTypeOf<'email' | 'sms' | null>();
