import { defineRoute } from '../route.ts';
import type { WirePasskeyAuthenticationResponse } from '../webauthnWire.ts';
import type { WireSuccess, WireUser } from '../wire.ts';
import type { WireMfaToken, WireTotpInit } from './mfa.ts';

// Reference §5.10: the wallet iframe's MFA calls (the caller column's 'iframe'): checking a code or a
// passkey assertion for an MFA token, and enrolling and removing methods. The rules are in `mfa.ts`.

export const smsVerify = /* @__PURE__ */ defineRoute<{ code: string }, WireMfaToken>()(
  'POST',
  '/api/v1/mfa/passwordless_sms/verify',
  { retry: false },
);

export const smsEnroll = /* @__PURE__ */ defineRoute<{ code: string; phoneNumber: string }, WireUser>()(
  'POST',
  '/api/v1/mfa/passwordless_sms/enroll',
  { retry: false },
);

export const smsUnenroll = /* @__PURE__ */ defineRoute<Record<string, never>, WireSuccess>()(
  'POST',
  '/api/v1/mfa/passwordless_sms/unenroll',
);

export const totpInit = /* @__PURE__ */ defineRoute<Record<string, never>, WireTotpInit>()(
  'POST',
  '/api/v1/mfa/totp/init',
);

export const totpVerify = /* @__PURE__ */ defineRoute<{ code: string }, WireMfaToken>()(
  'POST',
  '/api/v1/mfa/totp/verify',
  { retry: false },
);

export const totpEnroll = /* @__PURE__ */ defineRoute<{ code: string }, WireUser>()('POST', '/api/v1/mfa/totp/enroll', {
  retry: false,
});

export const totpUnenroll = /* @__PURE__ */ defineRoute<Record<string, never>, WireSuccess>()(
  'POST',
  '/api/v1/mfa/totp/unenroll',
);

export const passkeyVerify = /* @__PURE__ */ defineRoute<
  { authenticator_response: WirePasskeyAuthenticationResponse; relying_party?: string },
  WireMfaToken
>()('POST', '/api/v1/mfa/passkeys/verify', { retry: false });

/** Sets which of the user's passkeys are enrolled in MFA (an empty list unenrolls passkey MFA). */
export const passkeyEnrollment = /* @__PURE__ */ defineRoute<
  { credential_ids: string[]; remove_for_login: boolean },
  Record<string, never>
>()('POST', '/api/v1/mfa/passkeys/enrollment');
