import { expectTypeOf } from 'vitest';
import type { AuthorizationRequest } from '../core/wallets/authorization.ts';
import type { WalletCallOptions } from '../wallets/types.ts';
import { useAuthorizationSignature } from './useAuthorizationSignature.ts';

const user = useAuthorizationSignature({
  onComplete: (result) => expectTypeOf(result).toEqualTypeOf<{ signature: string }>(),
});
expectTypeOf(user.generateAuthorizationSignatureAsync).toEqualTypeOf<
  (request: AuthorizationRequest, options?: WalletCallOptions) => Promise<{ signature: string }>
>();
user.generateAuthorizationSignature({
  version: 1,
  method: 'PATCH',
  url: 'https://api.example/v1/wallets/w1',
  body: { additional_signers: [] },
  headers: { 'privy-app-id': 'app', 'privy-request-expiry': '1700000000000' },
});
user.generateAuthorizationSignature({
  version: 1,
  method: 'POST',
  url: 'u',
  body: {},
  // @ts-expect-error the request expiry is required
  headers: { 'privy-app-id': 'a' },
});
