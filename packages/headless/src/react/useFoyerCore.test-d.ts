/**
 * Type test for `useFoyerCore` (`@foyer/headless/internal`, for `@foyer/ui` only; checked by the
 * typecheck stage, never run): the provider's core, never null (it throws outside a provider).
 */
import { expectTypeOf } from 'vitest';
import type { FoyerCore } from '../core/createFoyerCore.ts';
import { useFoyerCore } from './context.ts';

expectTypeOf(useFoyerCore()).toEqualTypeOf<FoyerCore>();
expectTypeOf(useFoyerCore).parameters.toEqualTypeOf<[]>();
