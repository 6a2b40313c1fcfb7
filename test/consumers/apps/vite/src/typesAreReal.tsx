// The published .d.ts must type the API, not degrade to `any` (which `skipLibCheck` would hide):
// each @ts-expect-error below fails the typecheck as soon as its line stops being an error.
import { FoyerError, FoyerProvider, type FoyerErrorCode, type User } from '@foyer/headless';
import { createFoyerCore } from '@foyer/headless/core';
import { useLogin } from '@foyer/ui';

// @ts-expect-error appId is required
export const noAppId = <FoyerProvider apiUrl="http://127.0.0.1:8787">{null}</FoyerProvider>;
// @ts-expect-error appId is required
export const coreWithoutAppId = () => createFoyerCore({ apiUrl: 'http://127.0.0.1:8787' });
// @ts-expect-error login() takes an options object
export const badLogin = (login: ReturnType<typeof useLogin>['login']) => login('email');
// @ts-expect-error not an error code
export const badCode: FoyerErrorCode = 'not_an_error_code';

export const userId = (user: User): string => user.id;
export const isFoyerError = (error: unknown): error is FoyerError => error instanceof FoyerError;
