/**
 * Type tests for `useAcceptTerms` (checked by the typecheck stage, never run): what an app may rely
 * on when it narrows the state and receives callbacks.
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { User } from '../../core/user.ts';
import type { AcceptTermsErrorCode, AcceptTermsSnapshot, AcceptTermsStatus } from './acceptTerms.machine.ts';
import { useAcceptTerms } from './useAcceptTerms.ts';

declare const state: AcceptTermsSnapshot;

expectTypeOf<AcceptTermsStatus>().toEqualTypeOf<'initial' | 'accepting' | 'done' | 'error'>();

if (state.status === 'error') expectTypeOf(state.error).toEqualTypeOf<FoyerError<AcceptTermsErrorCode>>();
else expectTypeOf(state.error).toBeNull();
if (state.status === 'done') expectTypeOf(state.result).toEqualTypeOf<User>();

useAcceptTerms({
  onComplete: (user) => expectTypeOf(user).toEqualTypeOf<User>(),
  onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError<AcceptTermsErrorCode>>(),
});
expectTypeOf(useAcceptTerms().accept).returns.resolves.toEqualTypeOf<AcceptTermsSnapshot>();
expectTypeOf(useAcceptTerms().acceptAsync).returns.resolves.toEqualTypeOf<User>();
