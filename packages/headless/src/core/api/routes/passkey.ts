import { defineRoute } from '../route.ts';
import type {
  WirePasskeyAuthenticationOptions,
  WirePasskeyAuthenticationResponse,
  WirePasskeyRegistrationOptions,
  WirePasskeyRegistrationResponse,
} from '../webauthnWire.ts';
import type { WireAuthResponse, WireUser } from '../wire.ts';

/** What an init call answers: the WebAuthn options (snake_case) and the relying party to send back. */
export interface PasskeyInit<Options> {
  relying_party?: string;
  options: Options;
}

/**
 * Reference §5.7: passkey signup (`register`), login (`authenticate`) and link. `token` is a captcha
 * token; `relying_party` names the relying party when it is not the calling page's origin (native
 * apps). The unlink route is in `accounts.ts`; `mfaInit` (reference §5.10) is a passkey MFA
 * verification's options, called by the MFA gate.
 */
export const registerInit = /* @__PURE__ */ defineRoute<
  { relying_party?: string; token?: string },
  PasskeyInit<WirePasskeyRegistrationOptions>
>()('POST', '/api/v1/passkeys/register/init');
export const register = /* @__PURE__ */ defineRoute<
  { relying_party?: string; authenticator_response: WirePasskeyRegistrationResponse },
  WireAuthResponse
>()('POST', '/api/v1/passkeys/register', { retry: false });
export const authenticateInit = /* @__PURE__ */ defineRoute<
  { relying_party?: string; token?: string },
  PasskeyInit<WirePasskeyAuthenticationOptions>
>()('POST', '/api/v1/passkeys/authenticate/init');
export const authenticate = /* @__PURE__ */ defineRoute<
  { relying_party?: string; challenge: string; authenticator_response: WirePasskeyAuthenticationResponse },
  WireAuthResponse
>()('POST', '/api/v1/passkeys/authenticate', { retry: false });
export const linkInit = /* @__PURE__ */ defineRoute<
  { relying_party?: string; token?: string },
  PasskeyInit<WirePasskeyRegistrationOptions>
>()('POST', '/api/v1/passkeys/link/init');
export const link = /* @__PURE__ */ defineRoute<
  { relying_party?: string; authenticator_response: WirePasskeyRegistrationResponse },
  WireUser
>()('POST', '/api/v1/passkeys/link', { retry: false });

/** WebAuthn options to verify with one of the user's passkeys enrolled in MFA (`allow_credentials`). */
export const mfaInit = /* @__PURE__ */ defineRoute<
  { relying_party?: string },
  PasskeyInit<WirePasskeyAuthenticationOptions>
>()('POST', '/api/v1/mfa/passkeys/init');
