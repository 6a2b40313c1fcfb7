import * as v from 'valibot';

const text = v.pipe(v.string(), v.minLength(1));
const base64url = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]*$/, 'Expected base64url'));
const attachment = v.exactOptional(v.picklist(['platform', 'cross-platform']));
const extensionResults = v.object({
  app_id: v.exactOptional(v.boolean()),
  cred_props: v.exactOptional(v.object({ rk: v.exactOptional(v.boolean()) })),
  hmac_create_secret: v.exactOptional(v.boolean()),
});

/** Reference §5.7 `EnrollmentResponse`, snake_case. */
const registrationResponse = v.object({
  id: base64url,
  raw_id: base64url,
  type: v.literal('public-key'),
  response: v.object({
    client_data_json: base64url,
    attestation_object: base64url,
    authenticator_data: v.exactOptional(base64url),
    transports: v.exactOptional(v.array(v.string())),
    public_key_algorithm: v.exactOptional(v.number()),
    public_key: v.exactOptional(base64url),
  }),
  authenticator_attachment: attachment,
  client_extension_results: extensionResults,
});

/** Reference §5.7 `VerifyResponse`, snake_case. */
export const authenticationResponse = v.object({
  id: base64url,
  raw_id: base64url,
  type: v.literal('public-key'),
  response: v.object({
    client_data_json: base64url,
    authenticator_data: base64url,
    signature: base64url,
    user_handle: v.exactOptional(base64url),
  }),
  authenticator_attachment: attachment,
  client_extension_results: extensionResults,
});

const init = v.object({ relying_party: v.exactOptional(text), token: v.exactOptional(v.string()) });

/** One schema per passkey route body (reference §5.7); the emulator's own. */
export const passkeyBodies = {
  init,
  register: v.object({ relying_party: v.exactOptional(text), authenticator_response: registrationResponse }),
  authenticate: v.object({
    relying_party: v.exactOptional(text),
    challenge: base64url,
    authenticator_response: authenticationResponse,
  }),
  unlink: v.object({ credential_id: text, remove_as_mfa: v.boolean() }),
};
