// The published .d.ts must type the API, not degrade to `any` (which `skipLibCheck` would hide):
// each @ts-expect-error below fails the typecheck as soon as its line stops being an error.
// The app installs no viem: the `./ethereum` entry's declarations (which the modal's wallet screens
// use) must be sound without it.
import { FoyerError, FoyerProvider, type FoyerErrorCode, type User, useWallets } from '@foyer/headless';
import { createFoyerCore } from '@foyer/headless/core';
import type { UseConnectWalletReturnType } from '@foyer/headless/ethereum';
import { useLogin } from '@foyer/ui';

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
