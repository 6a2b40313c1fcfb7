/**
 * Type tests for the account hooks `useUnlinkAccount`, `useUpdateEmail` and `useAccountTransfer`
 * (checked by the typecheck stage, never run).
 */
import { expectTypeOf } from 'vitest';
import type { AccountTransferData } from '../../core/accounts/transferData.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { UpdateComplete } from '../../core/flow/types.ts';
import type { LinkedAccount, User } from '../../core/user.ts';
import type { EmailLoginSnapshot } from '../email/emailLogin.machine.ts';
import type { AccountTransferResult, AccountTransferSnapshot } from './accountTransfer.machine.ts';
import type { UnlinkAccountSnapshot, UnlinkAccountStatus } from './unlinkAccount.machine.ts';
import { useAccountTransfer } from './useAccountTransfer.ts';
import { useUnlinkAccount } from './useUnlinkAccount.ts';
import { useUpdateEmail } from './useUpdateEmail.ts';

declare const account: LinkedAccount;
declare const data: AccountTransferData;

expectTypeOf<UnlinkAccountStatus>().toEqualTypeOf<'initial' | 'unlinking' | 'done' | 'error'>();
const unlink = useUnlinkAccount({
  onComplete: (user) => expectTypeOf(user).toEqualTypeOf<User>(),
  onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError>(),
});
expectTypeOf(unlink.state).toEqualTypeOf<UnlinkAccountSnapshot>();
if (unlink.state.status === 'error') expectTypeOf(unlink.state.account).toEqualTypeOf<LinkedAccount>();
expectTypeOf(unlink.unlinkAccount(account)).toEqualTypeOf<Promise<UnlinkAccountSnapshot>>();
expectTypeOf(unlink.unlinkAccountAsync(account)).toEqualTypeOf<Promise<User>>();

const update = useUpdateEmail({
  onComplete: (result) => expectTypeOf(result).toEqualTypeOf<UpdateComplete<'email'>>(),
});
expectTypeOf(update.state).toEqualTypeOf<EmailLoginSnapshot>();
expectTypeOf(update.sendCode({ newEmailAddress: 'ada@example.com' })).toEqualTypeOf<Promise<EmailLoginSnapshot>>();
expectTypeOf(update.verifyCode({ code: '123456' })).toEqualTypeOf<Promise<EmailLoginSnapshot>>();
expectTypeOf(update.verifyCodeAsync({ code: '123456' })).toEqualTypeOf<Promise<UpdateComplete<'email'>>>();
// @ts-expect-error: the new address goes by the reference's name
update.sendCode({ email: 'ada@example.com' });

const transfer = useAccountTransfer({
  onComplete: (result) => expectTypeOf(result).toEqualTypeOf<AccountTransferResult>(),
});
expectTypeOf(transfer.state).toEqualTypeOf<AccountTransferSnapshot>();
expectTypeOf(transfer.transfer(data)).toEqualTypeOf<Promise<AccountTransferSnapshot>>();
expectTypeOf(transfer.transferAsync(data)).toEqualTypeOf<Promise<AccountTransferResult>>();
