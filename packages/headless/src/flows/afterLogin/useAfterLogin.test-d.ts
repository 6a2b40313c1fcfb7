/**
 * Type tests for `useAfterLogin` (checked by the typecheck stage, never run): what a UI of its own
 * may rely on when it narrows the state.
 */
import { expectTypeOf } from 'vitest';
import type { FlowResult } from '../../core/flow/types.ts';
import type { AfterLoginSnapshot, AfterLoginStatus } from './afterLogin.machine.ts';
import type { AfterLoginStepId } from './afterLoginSteps.ts';
import { useAfterLogin } from './useAfterLogin.ts';

declare const state: AfterLoginSnapshot;

expectTypeOf<AfterLoginStatus>().toEqualTypeOf<'idle' | 'waiting' | 'step' | 'success' | 'done'>();
expectTypeOf<AfterLoginStepId>().toEqualTypeOf<'accept-terms' | 'create-wallets' | 'enrol-mfa'>();

if (state.status === 'step') expectTypeOf(state.step).toEqualTypeOf<AfterLoginStepId>();
else expectTypeOf(state.step).toBeNull();
if (state.status === 'done') expectTypeOf(state.result).toEqualTypeOf<FlowResult>();
else expectTypeOf(state.result).toBeNull();
expectTypeOf(state.error).toBeNull();

useAfterLogin({ steps: ['accept-terms'], onComplete: (result) => expectTypeOf(result).toEqualTypeOf<FlowResult>() });
// @ts-expect-error: not a step
useAfterLogin({ steps: ['verify-email'] });
expectTypeOf(useAfterLogin().complete).parameter(0).toEqualTypeOf<FlowResult>();
expectTypeOf(useAfterLogin().complete).returns.resolves.toEqualTypeOf<AfterLoginSnapshot>();
expectTypeOf(useAfterLogin().finishStep).returns.resolves.toEqualTypeOf<AfterLoginSnapshot>();
// The action convention: the twins resolve with the login once the steps are done, else null.
expectTypeOf(useAfterLogin().completeAsync).parameter(0).toEqualTypeOf<FlowResult>();
expectTypeOf(useAfterLogin().completeAsync).returns.resolves.toEqualTypeOf<FlowResult | null>();
expectTypeOf(useAfterLogin().finishStepAsync).returns.resolves.toEqualTypeOf<FlowResult | null>();
