// The published .d.ts must type the API, not degrade to `any` (which `skipLibCheck` would hide):
// each @ts-expect-error below fails the typecheck as soon as its line stops being an error.
// The app installs no viem: the `./ethereum` entry's declarations (which the modal's wallet screens
// use) must be sound without it.
import {
  FoyerError,
  FoyerProvider,
  type FoyerErrorCode,
  type SignedAuthorization,
  type User,
  type useHeadlessDelegatedActions,
  type useSign7702Authorization,
  useWallets,
} from '@foyer/headless';
import { createFoyerCore } from '@foyer/headless/core';
import type { UseConnectWalletReturnType } from '@foyer/headless/ethereum';
import { type useDelegatedActions, useLogin } from '@foyer/ui';

// @ts-expect-error appId is required
export const noAppId = <FoyerProvider apiUrl="http://127.0.0.1:8787">{null}</FoyerProvider>;
// @ts-expect-error appId is required
export const coreWithoutAppId = () => createFoyerCore({ apiUrl: 'http://127.0.0.1:8787' });
// @ts-expect-error login() takes an options object
export const badLogin = (login: ReturnType<typeof useLogin>['login']) => login('email');
// @ts-expect-error not an error code
export const badCode: FoyerErrorCode = 'not_an_error_code';

// @ts-expect-error an Ethereum address is viem's Address (`0x${string}`), not any string
export const notAnAddress: ReturnType<typeof useWallets>['wallets'][number]['address'] = 'vitalik.eth';
// @ts-expect-error connect() takes a wallet option
export const badConnect = (connect: UseConnectWalletReturnType['connect']) => connect('metamask');

export const userId = (user: User): string => user.id;
export const isFoyerError = (error: unknown): error is FoyerError => error instanceof FoyerError;

// @ts-expect-error delegating names the wallet's chain
export const badDelegate = (open: ReturnType<typeof useDelegatedActions>['delegateWallet']) => open({ address: '0x1' });
export const badHeadlessDelegate = (delegate: ReturnType<typeof useHeadlessDelegatedActions>['delegateWallet']) =>
  // @ts-expect-error not a chain
  delegate({ address: '0x1', chainType: 'bitcoin' });
export const badAuthorization = (sign: ReturnType<typeof useSign7702Authorization>['signAuthorization']) =>
  // @ts-expect-error an authorization's contract is an address (`0x${string}`)
  sign({ contractAddress: 'contract.eth' });
export const delegateTo = (authorization: SignedAuthorization): `0x${string}` => authorization.address;
