/**
 * Type tests for `useCrossAppAccounts` (checked by the typecheck stage, never run).
 */
import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CallFailureCode } from '../../core/flow/failures.ts';
import type { UnlinkAccountSnapshot } from '../accounts/unlinkAccount.machine.ts';
import type { CrossAppLoginErrorCode, CrossAppLoginSnapshot } from './crossAppLogin.machine.ts';
import type {
  CrossAppRequestErrorCode,
  CrossAppRequestSnapshot,
  CrossAppRequestStatus,
} from './crossAppRequest.machine.ts';
import { useCrossAppAccounts } from './useCrossAppAccounts.ts';

expectTypeOf<CrossAppRequestStatus>().toEqualTypeOf<
  'initial' | 'connecting' | 'linking' | 'awaiting-provider' | 'done' | 'error'
>();

// The codes beside every call's (the server's: must_be_authenticated, invalid_message, invalid_request…) and the link flow's, pinned: a code the flow starts or stops giving fails here.
expectTypeOf<CallFailureCode | CrossAppLoginErrorCode>().toExtend<CrossAppRequestErrorCode>();
expectTypeOf<Exclude<CrossAppRequestErrorCode, CallFailureCode | CrossAppLoginErrorCode>>().toEqualTypeOf<
  | 'cross_app_wallet_not_found'
  | 'invalid_connected_app'
  | 'cross_app_read_only'
  | 'cross_app_token_required'
  | 'user_rejected_request'
  | 'cross_app_request_failed'
>();

useCrossAppAccounts({
  onComplete: (result) => expectTypeOf(result).toBeString(),
  onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError<CrossAppRequestErrorCode>>(),
});

const accounts = useCrossAppAccounts({ timeoutMs: 60_000 });
const address = '0x1111111111111111111111111111111111111111';
expectTypeOf(accounts.state).toEqualTypeOf<CrossAppRequestSnapshot>();
expectTypeOf(accounts.signMessage('hi', { address })).toEqualTypeOf<Promise<CrossAppRequestSnapshot>>();
expectTypeOf(accounts.signMessageAsync('hi', { address, chainId: 1 })).toEqualTypeOf<Promise<string>>();
expectTypeOf(accounts.signTypedDataAsync({ types: {}, primaryType: 'Mail', message: {} }, { address })).toEqualTypeOf<
  Promise<string>
>();
expectTypeOf(accounts.sendTransactionAsync({ to: address, value: 1n, chainId: 31337 }, { address })).toEqualTypeOf<
  Promise<string>
>();
expectTypeOf(accounts.loginWithCrossAppAccount({ appId: 'provider' })).toEqualTypeOf<Promise<CrossAppLoginSnapshot>>();
expectTypeOf(accounts.linkCrossAppAccount({ appId: 'provider' })).toEqualTypeOf<Promise<CrossAppLoginSnapshot>>();
expectTypeOf(accounts.unlinkCrossAppAccount({ subject: 'did:privy:x' })).toEqualTypeOf<
  Promise<UnlinkAccountSnapshot | null>
>();
// @ts-expect-error: a transaction names its chain
accounts.sendTransaction({ to: address }, { address });
// @ts-expect-error: the wallet's address is required
accounts.signMessage('hi', {});
