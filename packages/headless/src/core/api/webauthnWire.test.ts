import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { describe, expect, it } from 'vitest';
import {
  authenticationOptionsToJson,
  authenticationOptionsToWire,
  authenticationResponseToJson,
  authenticationResponseToWire,
  registrationOptionsToJson,
  registrationOptionsToWire,
  registrationResponseToJson,
  registrationResponseToWire,
  type WirePasskeyAuthenticationOptions,
  type WirePasskeyRegistrationOptions,
} from './webauthnWire.ts';

const wireRegistration: WirePasskeyRegistrationOptions = {
  rp: { id: 'localhost', name: 'Foyer demo' },
  user: { id: 'dXNlcg', name: 'Passkey user', display_name: 'Passkey user' },
  challenge: 'Y2hhbGxlbmdl',
  pub_key_cred_params: [
    { alg: -7, type: 'public-key' },
    { alg: -257, type: 'public-key' },
  ],
  timeout: 60000,
  exclude_credentials: [{ id: 'Y3JlZA', type: 'public-key', transports: ['internal'] }],
  authenticator_selection: { resident_key: 'required', require_resident_key: true, user_verification: 'preferred' },
  attestation: 'none',
  extensions: { credProps: true },
};
const jsonRegistration: PublicKeyCredentialCreationOptionsJSON = {
  rp: { id: 'localhost', name: 'Foyer demo' },
  user: { id: 'dXNlcg', name: 'Passkey user', displayName: 'Passkey user' },
  challenge: 'Y2hhbGxlbmdl',
  pubKeyCredParams: [
    { alg: -7, type: 'public-key' },
    { alg: -257, type: 'public-key' },
  ],
  timeout: 60000,
  excludeCredentials: [{ id: 'Y3JlZA', type: 'public-key', transports: ['internal'] }],
  authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
  attestation: 'none',
  extensions: { credProps: true },
};

const wireAuthentication: WirePasskeyAuthenticationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  timeout: 60000,
  rp_id: 'localhost',
  allow_credentials: [{ id: 'Y3JlZA', type: 'public-key' }],
  user_verification: 'preferred',
};
const jsonAuthentication: PublicKeyCredentialRequestOptionsJSON = {
  challenge: 'Y2hhbGxlbmdl',
  timeout: 60000,
  rpId: 'localhost',
  allowCredentials: [{ id: 'Y3JlZA', type: 'public-key' }],
  userVerification: 'preferred',
};

const registrationJson: RegistrationResponseJSON = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: {
    clientDataJSON: 'Y2Q',
    attestationObject: 'YW8',
    authenticatorData: 'YWQ',
    transports: ['internal'],
    publicKeyAlgorithm: -7,
    publicKey: 'cGs',
  },
  authenticatorAttachment: 'platform',
  clientExtensionResults: { credProps: { rk: true } },
};
const authenticationJson: AuthenticationResponseJSON = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'Y2Q', authenticatorData: 'YWQ', signature: 'c2ln', userHandle: 'dXNlcg' },
  authenticatorAttachment: 'platform',
  clientExtensionResults: { appid: false, hmacCreateSecret: true },
};

describe('WebAuthn JSON: snake_case wire ⇄ camelCase', () => {
  it('registration options, both ways', () => {
    expect(registrationOptionsToJson(wireRegistration)).toEqual(jsonRegistration);
    expect(registrationOptionsToWire(jsonRegistration)).toEqual(wireRegistration);
  });

  it('authentication options, both ways', () => {
    expect(authenticationOptionsToJson(wireAuthentication)).toEqual(jsonAuthentication);
    expect(authenticationOptionsToWire(jsonAuthentication)).toEqual(wireAuthentication);
  });

  it('a registration response becomes the reference’s authenticator_response, and back', () => {
    const wire = registrationResponseToWire(registrationJson);
    expect(wire).toEqual({
      id: 'Y3JlZA',
      raw_id: 'Y3JlZA',
      type: 'public-key',
      response: {
        client_data_json: 'Y2Q',
        attestation_object: 'YW8',
        authenticator_data: 'YWQ',
        transports: ['internal'],
        public_key_algorithm: -7,
        public_key: 'cGs',
      },
      authenticator_attachment: 'platform',
      client_extension_results: { cred_props: { rk: true } },
    });
    expect(registrationResponseToJson(wire)).toEqual(registrationJson);
  });

  it('an authentication response, both ways', () => {
    const wire = authenticationResponseToWire(authenticationJson);
    expect(wire).toEqual({
      id: 'Y3JlZA',
      raw_id: 'Y3JlZA',
      type: 'public-key',
      response: { client_data_json: 'Y2Q', authenticator_data: 'YWQ', signature: 'c2ln', user_handle: 'dXNlcg' },
      authenticator_attachment: 'platform',
      client_extension_results: { app_id: false, hmac_create_secret: true },
    });
    expect(authenticationResponseToJson(wire)).toEqual(authenticationJson);
  });

  it('absent optional fields stay absent (never undefined)', () => {
    const minimal = authenticationOptionsToJson({ challenge: 'Yw' });
    expect(minimal).toEqual({ challenge: 'Yw' });
    expect(Object.keys(minimal)).toEqual(['challenge']);
    const response = authenticationResponseToWire({
      id: 'a',
      rawId: 'a',
      type: 'public-key',
      response: { clientDataJSON: 'b', authenticatorData: 'c', signature: 'd' },
      clientExtensionResults: {},
    });
    expect(Object.keys(response)).toEqual(['id', 'raw_id', 'type', 'response', 'client_extension_results']);
    expect(Object.keys(response.response)).not.toContain('user_handle');
  });
});
