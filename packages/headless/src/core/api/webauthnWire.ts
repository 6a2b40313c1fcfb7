/**
 * Reference §5.7: the provider sends and takes WebAuthn JSON with snake_case keys; the browser
 * library (`@simplewebauthn/browser`) and the server library speak camelCase. This module is the
 * one conversion, both ways, pure (types only from the library: it loads none of its code).
 */
import type {
  AttestationConveyancePreference,
  AuthenticationExtensionsClientInputs,
  AuthenticationResponseJSON,
  AuthenticatorAttachment,
  AuthenticatorSelectionCriteria,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialDescriptorJSON,
  PublicKeyCredentialHint,
  PublicKeyCredentialParameters,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
  ResidentKeyRequirement,
  UserVerificationRequirement,
} from '@simplewebauthn/browser';

type Base64Url = string;

export interface WirePasskeyCredentialDescriptor {
  id: Base64Url;
  type: PublicKeyCredentialDescriptorJSON['type'];
  transports?: PublicKeyCredentialDescriptorJSON['transports'];
}

/** `EnrollmentOptions`: a `PublicKeyCredentialCreationOptionsJSON` in snake_case. */
export interface WirePasskeyRegistrationOptions {
  rp: { id?: string; name: string };
  user: { id: Base64Url; name: string; display_name: string };
  challenge: Base64Url;
  pub_key_cred_params: PublicKeyCredentialParameters[];
  timeout?: number;
  exclude_credentials?: WirePasskeyCredentialDescriptor[];
  authenticator_selection?: {
    authenticator_attachment?: AuthenticatorAttachment;
    require_resident_key?: boolean;
    resident_key?: ResidentKeyRequirement;
    user_verification?: UserVerificationRequirement;
  };
  hints?: PublicKeyCredentialHint[];
  attestation?: AttestationConveyancePreference;
  extensions?: AuthenticationExtensionsClientInputs;
}

/** `VerifyOptions`: a `PublicKeyCredentialRequestOptionsJSON` in snake_case. */
export interface WirePasskeyAuthenticationOptions {
  challenge: Base64Url;
  timeout?: number;
  rp_id?: string;
  allow_credentials?: WirePasskeyCredentialDescriptor[];
  user_verification?: UserVerificationRequirement;
  hints?: PublicKeyCredentialHint[];
  extensions?: AuthenticationExtensionsClientInputs;
}

/** Reference §7 'Passkey': the extension results the provider reads. */
export interface WirePasskeyExtensionResults {
  app_id?: boolean;
  cred_props?: { rk?: boolean };
  hmac_create_secret?: boolean;
}

/** `EnrollmentResponse`: a `RegistrationResponseJSON` in snake_case. */
export interface WirePasskeyRegistrationResponse {
  id: Base64Url;
  raw_id: Base64Url;
  type: RegistrationResponseJSON['type'];
  response: {
    client_data_json: Base64Url;
    attestation_object: Base64Url;
    authenticator_data?: Base64Url;
    transports?: string[];
    public_key_algorithm?: number;
    public_key?: Base64Url;
  };
  authenticator_attachment?: AuthenticatorAttachment;
  client_extension_results: WirePasskeyExtensionResults;
}

/** `VerifyResponse`: an `AuthenticationResponseJSON` in snake_case. */
export interface WirePasskeyAuthenticationResponse {
  id: Base64Url;
  raw_id: Base64Url;
  type: RegistrationResponseJSON['type'];
  response: {
    client_data_json: Base64Url;
    authenticator_data: Base64Url;
    signature: Base64Url;
    user_handle?: Base64Url;
  };
  authenticator_attachment?: AuthenticatorAttachment;
  client_extension_results: WirePasskeyExtensionResults;
}

/** `{ [to]: value }`, or nothing when the value is absent (optional fields stay absent, never `undefined`). */
function opt<K extends string, V>(to: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [to]: value }) as { [P in K]?: V };
}

const descriptorsToJson = (list: WirePasskeyCredentialDescriptor[] | undefined) =>
  list?.map((d): PublicKeyCredentialDescriptorJSON => ({ id: d.id, type: d.type, ...opt('transports', d.transports) }));
const descriptorsToWire = (list: PublicKeyCredentialDescriptorJSON[] | undefined) =>
  list?.map((d): WirePasskeyCredentialDescriptor => ({ id: d.id, type: d.type, ...opt('transports', d.transports) }));

function selectionToJson(
  s: WirePasskeyRegistrationOptions['authenticator_selection'],
): AuthenticatorSelectionCriteria | undefined {
  if (!s) return undefined;
  return {
    ...opt('authenticatorAttachment', s.authenticator_attachment),
    ...opt('requireResidentKey', s.require_resident_key),
    ...opt('residentKey', s.resident_key),
    ...opt('userVerification', s.user_verification),
  };
}
function selectionToWire(
  s: AuthenticatorSelectionCriteria | undefined,
): WirePasskeyRegistrationOptions['authenticator_selection'] {
  if (!s) return undefined;
  return {
    ...opt('authenticator_attachment', s.authenticatorAttachment),
    ...opt('require_resident_key', s.requireResidentKey),
    ...opt('resident_key', s.residentKey),
    ...opt('user_verification', s.userVerification),
  };
}

type ExtensionResults = RegistrationResponseJSON['clientExtensionResults'];
function extensionsToWire(results: ExtensionResults): WirePasskeyExtensionResults {
  return {
    ...opt('app_id', results.appid),
    ...opt('cred_props', results.credProps ? { ...opt('rk', results.credProps.rk) } : undefined),
    ...opt('hmac_create_secret', results.hmacCreateSecret),
  };
}
function extensionsToJson(results: WirePasskeyExtensionResults): ExtensionResults {
  return {
    ...opt('appid', results.app_id),
    ...opt('credProps', results.cred_props ? { ...opt('rk', results.cred_props.rk) } : undefined),
    ...opt('hmacCreateSecret', results.hmac_create_secret),
  };
}

/** Provider registration options → what `startRegistration({ optionsJSON })` takes. */
export function registrationOptionsToJson(
  wire: WirePasskeyRegistrationOptions,
): PublicKeyCredentialCreationOptionsJSON {
  return {
    rp: { name: wire.rp.name, ...opt('id', wire.rp.id) },
    user: { id: wire.user.id, name: wire.user.name, displayName: wire.user.display_name },
    challenge: wire.challenge,
    pubKeyCredParams: wire.pub_key_cred_params.map(({ alg, type }) => ({ alg, type })),
    ...opt('timeout', wire.timeout),
    ...opt('excludeCredentials', descriptorsToJson(wire.exclude_credentials)),
    ...opt('authenticatorSelection', selectionToJson(wire.authenticator_selection)),
    ...opt('hints', wire.hints),
    ...opt('attestation', wire.attestation),
    ...opt('extensions', wire.extensions),
  };
}

/** Registration options in camelCase (the server library's) → the provider's snake_case. */
export function registrationOptionsToWire(
  json: PublicKeyCredentialCreationOptionsJSON,
): WirePasskeyRegistrationOptions {
  return {
    rp: { name: json.rp.name, ...opt('id', json.rp.id) },
    user: { id: json.user.id, name: json.user.name, display_name: json.user.displayName },
    challenge: json.challenge,
    pub_key_cred_params: json.pubKeyCredParams.map(({ alg, type }) => ({ alg, type })),
    ...opt('timeout', json.timeout),
    ...opt('exclude_credentials', descriptorsToWire(json.excludeCredentials)),
    ...opt('authenticator_selection', selectionToWire(json.authenticatorSelection)),
    ...opt('hints', json.hints),
    ...opt('attestation', json.attestation),
    ...opt('extensions', json.extensions),
  };
}

/** Provider authentication options → what `startAuthentication({ optionsJSON })` takes. */
export function authenticationOptionsToJson(
  wire: WirePasskeyAuthenticationOptions,
): PublicKeyCredentialRequestOptionsJSON {
  return {
    challenge: wire.challenge,
    ...opt('timeout', wire.timeout),
    ...opt('rpId', wire.rp_id),
    ...opt('allowCredentials', descriptorsToJson(wire.allow_credentials)),
    ...opt('userVerification', wire.user_verification),
    ...opt('hints', wire.hints),
    ...opt('extensions', wire.extensions),
  };
}

/** Authentication options in camelCase → the provider's snake_case. */
export function authenticationOptionsToWire(
  json: PublicKeyCredentialRequestOptionsJSON,
): WirePasskeyAuthenticationOptions {
  return {
    challenge: json.challenge,
    ...opt('timeout', json.timeout),
    ...opt('rp_id', json.rpId),
    ...opt('allow_credentials', descriptorsToWire(json.allowCredentials)),
    ...opt('user_verification', json.userVerification),
    ...opt('hints', json.hints),
    ...opt('extensions', json.extensions),
  };
}

/** What `startRegistration` returned → the provider's `authenticator_response`. */
export function registrationResponseToWire(json: RegistrationResponseJSON): WirePasskeyRegistrationResponse {
  const r = json.response;
  return {
    id: json.id,
    raw_id: json.rawId,
    type: json.type,
    response: {
      client_data_json: r.clientDataJSON,
      attestation_object: r.attestationObject,
      ...opt('authenticator_data', r.authenticatorData),
      ...opt('transports', r.transports),
      ...opt('public_key_algorithm', r.publicKeyAlgorithm),
      ...opt('public_key', r.publicKey),
    },
    ...opt('authenticator_attachment', json.authenticatorAttachment),
    client_extension_results: extensionsToWire(json.clientExtensionResults),
  };
}

/** A provider `authenticator_response` of a registration → camelCase (what the server library verifies). */
export function registrationResponseToJson(wire: WirePasskeyRegistrationResponse): RegistrationResponseJSON {
  const r = wire.response;
  return {
    id: wire.id,
    rawId: wire.raw_id,
    type: wire.type,
    response: {
      clientDataJSON: r.client_data_json,
      attestationObject: r.attestation_object,
      ...opt('authenticatorData', r.authenticator_data),
      ...opt('transports', r.transports),
      ...opt('publicKeyAlgorithm', r.public_key_algorithm),
      ...opt('publicKey', r.public_key),
    },
    ...opt('authenticatorAttachment', wire.authenticator_attachment),
    clientExtensionResults: extensionsToJson(wire.client_extension_results),
  };
}

/** What `startAuthentication` returned → the provider's `authenticator_response`. */
export function authenticationResponseToWire(json: AuthenticationResponseJSON): WirePasskeyAuthenticationResponse {
  const r = json.response;
  return {
    id: json.id,
    raw_id: json.rawId,
    type: json.type,
    response: {
      client_data_json: r.clientDataJSON,
      authenticator_data: r.authenticatorData,
      signature: r.signature,
      ...opt('user_handle', r.userHandle),
    },
    ...opt('authenticator_attachment', json.authenticatorAttachment),
    client_extension_results: extensionsToWire(json.clientExtensionResults),
  };
}

/** A provider `authenticator_response` of a login → camelCase. */
export function authenticationResponseToJson(wire: WirePasskeyAuthenticationResponse): AuthenticationResponseJSON {
  const r = wire.response;
  return {
    id: wire.id,
    rawId: wire.raw_id,
    type: wire.type,
    response: {
      clientDataJSON: r.client_data_json,
      authenticatorData: r.authenticator_data,
      signature: r.signature,
      ...opt('userHandle', r.user_handle),
    },
    ...opt('authenticatorAttachment', wire.authenticator_attachment),
    clientExtensionResults: extensionsToJson(wire.client_extension_results),
  };
}
