/** Type tests for the modal openers (checked by the typecheck stage, never run). */
import type { FoyerError, FundWalletExit, LinkComplete, LoginComplete, UpdateComplete } from '@foyer/headless';
import { expectTypeOf } from 'vitest';
import type { LoginOptions } from '../intents.ts';
import { type ConnectOrCreateWalletResult, useConnectOrCreateWallet } from './useConnectOrCreateWallet.ts';
import { useDelegatedActions } from './useDelegatedActions.ts';
import { useExportWalletModal } from './useExportWalletModal.ts';
import { useFarcasterSignerModal } from './useFarcasterSignerModal.ts';
import { useFundWalletModal } from './useFundWalletModal.ts';
import { useLinkAccount } from './useLinkAccount.ts';
import { useLogin } from './useLogin.ts';
import { useManagePasskeys } from './useManagePasskeys.ts';
import { useMfaEnrollmentModal } from './useMfaEnrollmentModal.ts';
import { useSetWalletPassword } from './useSetWalletPassword.ts';
import { useSetWalletRecovery } from './useSetWalletRecovery.ts';
import { useUpdateAccount } from './useUpdateAccount.ts';

const { login } = useLogin({
  onComplete: (result) => {
    expectTypeOf(result).toEqualTypeOf<LoginComplete>();
    expectTypeOf(result.intent).toEqualTypeOf<'login'>();
  },
  onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError>(),
});
expectTypeOf(login).parameters.toEqualTypeOf<[options?: LoginOptions | undefined]>();
login({ loginMethods: ['email'], prefill: { type: 'email', value: 'ada@example.com' }, disableSignup: true });
// @ts-expect-error: not a login method
login({ loginMethods: ['fax'] });

const { linkEmail } = useLinkAccount({ onSuccess: (result) => expectTypeOf(result).toEqualTypeOf<LinkComplete>() });
expectTypeOf(linkEmail).returns.toBeVoid();
expectTypeOf(useLinkAccount().linkLinkedIn).toEqualTypeOf<() => void>();
const { linkWallet, linkCrossAppAccount } = useLinkAccount();
linkWallet();
linkWallet({ walletChainType: 'solana-only' });
// @ts-expect-error: not a chain type
linkWallet({ walletChainType: 'bitcoin-only' });
linkCrossAppAccount({ appId: 'provider-app' });
// @ts-expect-error: the provider app is required
linkCrossAppAccount({});
const { connectOrCreateWallet } = useConnectOrCreateWallet({
  onSuccess: (result) => {
    expectTypeOf(result).toEqualTypeOf<ConnectOrCreateWalletResult>();
    expectTypeOf(result.wallet.address).toBeString();
  },
  onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError>(),
});
expectTypeOf(connectOrCreateWallet).parameters.toEqualTypeOf<[]>();
expectTypeOf(connectOrCreateWallet).returns.toBeVoid();

const { updateEmail } = useUpdateAccount({
  onSuccess: (result) => expectTypeOf(result).toEqualTypeOf<UpdateComplete>(),
});
expectTypeOf(updateEmail).returns.toBeVoid();

const { setWalletRecovery } = useSetWalletRecovery({
  onSuccess: (...args) => expectTypeOf(args).toEqualTypeOf<[]>(),
  onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError>(),
});
expectTypeOf(setWalletRecovery).parameters.toEqualTypeOf<[]>();
expectTypeOf(setWalletRecovery).returns.toBeVoid();

const { setWalletPassword } = useSetWalletPassword({
  onSuccess: (...args) => expectTypeOf(args).toEqualTypeOf<[]>(),
  onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError>(),
});
expectTypeOf(setWalletPassword).parameters.toEqualTypeOf<[]>();

const { exportWallet } = useExportWalletModal({
  onClose: (...args) => expectTypeOf(args).toEqualTypeOf<[]>(),
  onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError>(),
});
exportWallet();
exportWallet({ chainType: 'solana' });
exportWallet({ address: '0x52908400098527886E0F7030069857D2E4169EE7' });
// @ts-expect-error: not a chain
exportWallet({ chainType: 'bitcoin' });

const { showMfaEnrollmentModal } = useMfaEnrollmentModal({
  onSuccess: (...args) => expectTypeOf(args).toEqualTypeOf<[]>(),
  onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError>(),
});
expectTypeOf(showMfaEnrollmentModal).returns.toBeVoid();

const { managePasskeys } = useManagePasskeys({ onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError>() });
expectTypeOf(managePasskeys).parameters.toEqualTypeOf<[]>();

const { fundWallet } = useFundWalletModal({
  onSuccess: (...args) => expectTypeOf(args).toEqualTypeOf<[]>(),
  onUserExited: (exit) => expectTypeOf(exit).toEqualTypeOf<FundWalletExit>(),
  onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError>(),
});
fundWallet('0xAa00000000000000000000000000000000000001');
fundWallet('So1ana11111111111111111111111111111111111111', {
  amount: '1',
  asset: 'USDC',
  defaultFundingMethod: 'manual',
});
// @ts-expect-error: the address is required
fundWallet();

const { delegateWallet, revokeWallets } = useDelegatedActions({
  onSuccess: (...args) => expectTypeOf(args).toEqualTypeOf<[]>(),
  onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError>(),
});
delegateWallet({ address: '0xAa00000000000000000000000000000000000001', chainType: 'ethereum', isCancellable: false });
revokeWallets();
// @ts-expect-error: the chain is required
delegateWallet({ address: '0xAa00000000000000000000000000000000000001' });

const { requestFarcasterSignerFromWarpcast } = useFarcasterSignerModal({
  onSuccess: (...args) => expectTypeOf(args).toEqualTypeOf<[]>(),
  onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError>(),
});
expectTypeOf(requestFarcasterSignerFromWarpcast).toEqualTypeOf<() => void>();
