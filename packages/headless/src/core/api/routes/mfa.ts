import { defineRoute } from '../route.ts';
import type { WireSuccess } from '../wire.ts';

// Reference §5.10: wallet MFA (`/api/v1/mfa/*`), the calls the SDK makes (the caller column's 'SDK'):
// the SMS code of a verification (a passkey verification's options are `passkey.mfaInit`, with the
// other passkey ceremonies). The wallet iframe's own calls are in `mfaWallet.ts`. Session MFA (`/api/v1/mfa_auth/*`) is not built yet.
//
// A `verify` route answers an MFA token (a JWT of the provider, 15 minutes, for this user and app).
// The wallet iframe keeps it in memory and sends it as the `privy-mfa-token` header
// (`MFA_TOKEN_HEADER`) on every route that needs MFA once the user has enrolled a method: the auth
// share, the recovery share, adding or removing a method, and unlinking a passkey enrolled in MFA.
// Without a valid token those answer 403 `missing_or_invalid_mfa`. A wrong code answers 400
// `missing_or_invalid_mfa`; after 4 wrong codes in a row the user's verification is locked for 10 s
// (429 `too_many_requests`).

/** `{ token }`: the MFA token a successful verification answers. */
export interface WireMfaToken {
  token: string;
}

/** TOTP enrollment: the base32 secret and its `otpauth://totp/…` URI (for the QR). */
export interface WireTotpInit {
  totpSecret: string;
  totpAuthUrl: string;
}

export type WireMfaSmsInit = { action: 'verify' } | { action: 'enroll'; phoneNumber: string };

/** Sends a code to the user's MFA phone (`verify`) or to a phone being enrolled (`enroll`). */
export const smsInit = /* @__PURE__ */ defineRoute<WireMfaSmsInit, WireSuccess>()(
  'POST',
  '/api/v1/mfa/passwordless_sms/init',
);
