import { defineRoute } from '../route.ts';
import type { LoginMode, WireAuthResponse, WireUser } from '../wire.ts';

/**
 * How a SIWS signature was made: over the message text (`plain`), or over a transaction whose
 * Memo instruction carries the message (`transaction`, for wallets that sign no messages: Ledger).
 */
export type SiwsMessageType = 'plain' | 'transaction';

/** The body both SIWS logins and links send (reference §5.8). `signature` is base64. */
export interface WireSiwsSignature {
  /** The SIWS text (`plain`), or the base64 serialized transaction message (`transaction`). */
  message: string;
  signature: string;
  walletClientType: string | null;
  connectorType: string | null;
  message_type?: SiwsMessageType;
}

/** Reference §5.8: a nonce for `address` (base58). `token` is a captcha token. `expires_at` is ISO 8601. */
export const init = /* @__PURE__ */ defineRoute<
  { address: string; token?: string },
  { nonce: string; address: string; expires_at: string }
>()('POST', '/api/v1/siws/init');
export const authenticate = /* @__PURE__ */ defineRoute<WireSiwsSignature & { mode?: LoginMode }, WireAuthResponse>()(
  'POST',
  '/api/v1/siws/authenticate',
  { retry: false },
);
export const link = /* @__PURE__ */ defineRoute<WireSiwsSignature, WireUser>()('POST', '/api/v1/siws/link', {
  retry: false,
});
