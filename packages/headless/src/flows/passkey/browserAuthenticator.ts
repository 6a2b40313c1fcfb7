import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError, isFoyerError } from '../../core/errors/FoyerError.ts';

/**
 * What creates and uses passkeys: the browser's WebAuthn (through `@simplewebauthn/browser`) by
 * default; tests and non-browser runtimes pass their own (`authenticator` option of the flow).
 * Both methods take and return WebAuthn JSON in camelCase, and reject with a `FoyerError`
 * (`passkey_not_allowed` when the prompt was cancelled or timed out).
 */
export interface PasskeyAuthenticator {
  isSupported(): boolean;
  register(options: PublicKeyCredentialCreationOptionsJSON, signal: AbortSignal): Promise<RegistrationResponseJSON>;
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    signal: AbortSignal,
  ): Promise<AuthenticationResponseJSON>;
}

/** What the browser's passkey prompt (or an authenticator) fails with. */
export type PasskeyPromptFailureCode =
  | 'passkey_not_allowed'
  | 'passkey_invalid_domain'
  | 'webauthn_not_supported'
  | 'unknown_auth_error';

/**
 * A WebAuthn failure as a `FoyerError` (spec §8 'Passkey'): `NotAllowedError` (the user cancelled,
 * the prompt timed out, user verification failed) is `passkey_not_allowed`; `SecurityError` (an IP
 * address, or an rp id that is not the page's domain) is `passkey_invalid_domain`; a browser without
 * WebAuthn is `webauthn_not_supported`; anything else `unknown_auth_error`. The browser's words stay
 * in the message.
 */
export function passkeyError(error: unknown): FoyerError<PasskeyPromptFailureCode> {
  // An authenticator rejects with these codes already (its contract, above).
  if (isFoyerError(error)) return error as FoyerError<PasskeyPromptFailureCode>;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'NotAllowedError') {
    return new FoyerError(ErrorCode.PASSKEY_NOT_ALLOWED, `Passkey request timed out or rejected by user (${message})`, {
      cause: error,
    });
  }
  if (name === 'SecurityError') {
    return new FoyerError(
      ErrorCode.PASSKEY_INVALID_DOMAIN,
      `The browser refused passkeys at this address (${message})`,
      {
        cause: error,
      },
    );
  }
  if (message === 'WebAuthn is not supported in this browser') {
    return new FoyerError(ErrorCode.WEBAUTHN_NOT_SUPPORTED, message, { cause: error });
  }
  return new FoyerError(ErrorCode.UNKNOWN_AUTH_ERROR, `The passkey prompt failed: ${name} ${message}`.trim(), {
    cause: error,
  });
}

/** The ceremonies, loaded on first use: an app that never asks for a passkey downloads none of it. */
async function ceremony<T>(run: (webauthn: typeof import('./webauthnCeremony.ts')) => Promise<T>): Promise<T> {
  try {
    return await run(await import('./webauthnCeremony.ts'));
  } catch (error) {
    throw passkeyError(error);
  }
}

/** The browser's WebAuthn. */
export const browserAuthenticator: PasskeyAuthenticator = {
  isSupported: () =>
    typeof window !== 'undefined' &&
    typeof window.PublicKeyCredential === 'function' &&
    typeof navigator.credentials?.create === 'function',
  register: (options, signal) => ceremony((webauthn) => webauthn.register(options, signal)),
  authenticate: (options, signal) => ceremony((webauthn) => webauthn.authenticate(options, signal)),
};
