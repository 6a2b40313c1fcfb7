import {
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';

/**
 * The browser's WebAuthn ceremonies through `@simplewebauthn/browser`, loaded with `import()` by
 * `browserAuthenticator` on the first passkey prompt. Named imports: the chunk holds only what it uses.
 */
async function withAbort<T>(signal: AbortSignal, ceremony: () => Promise<T>): Promise<T> {
  const cancel = () => WebAuthnAbortService.cancelCeremony();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    return await ceremony();
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

export const register = (optionsJSON: PublicKeyCredentialCreationOptionsJSON, signal: AbortSignal) =>
  withAbort<RegistrationResponseJSON>(signal, () => startRegistration({ optionsJSON }));

export const authenticate = (optionsJSON: PublicKeyCredentialRequestOptionsJSON, signal: AbortSignal) =>
  withAbort<AuthenticationResponseJSON>(signal, () => startAuthentication({ optionsJSON }));
