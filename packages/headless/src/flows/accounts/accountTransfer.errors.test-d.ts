/**
 * Type test (checked by the typecheck stage, never run): the codes the account transfer flow can give
 * (`state.error.code`, `onError`), derived from its machine and effects (`AccountTransferErrorCode`). Every call's
 * codes (`CallFailureCode`: the server's, a timeout, the network, an abort) are in it; the rest are
 * pinned here, so a code the flow starts to give, or stops giving, fails until this list says so.
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CallFailureCode } from '../../core/flow/failures.ts';
import type { AccountTransferErrorCode } from './accountTransfer.machine.ts';
import type { UseAccountTransferParameters, UseAccountTransferReturnType } from './useAccountTransfer.ts';

expectTypeOf<CallFailureCode>().toExtend<AccountTransferErrorCode>();
expectTypeOf<Exclude<AccountTransferErrorCode, CallFailureCode>>().toEqualTypeOf<'missing_account_transfer_inputs'>();

declare const state: UseAccountTransferReturnType['state'];
if (state.status === 'error') expectTypeOf(state.error).toEqualTypeOf<FoyerError<AccountTransferErrorCode>>();
expectTypeOf<Parameters<NonNullable<UseAccountTransferParameters['onError']>>[0]>().toEqualTypeOf<
  FoyerError<AccountTransferErrorCode>
>();

// A custom UI's `switch` is checked: a code this flow never gives is a compile error.
if (state.status === 'error') {
  switch (state.error.code) {
    case 'missing_account_transfer_inputs':
      break;
    // @ts-expect-error: the account transfer flow never gives an intent refusal
    case 'already_authenticated':
      break;
  }
}
