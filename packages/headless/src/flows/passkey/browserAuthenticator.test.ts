import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/codes.ts';
import { passkeyError } from './browserAuthenticator.ts';

/** A browser's WebAuthn refusal: an Error named as the DOMException it stands for (as @simplewebauthn/browser passes them on). */
const refusal = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('passkeyError: what the browser refused, by code', () => {
  it('a SecurityError (an IP address, or an rp id that is not the page) is passkey_invalid_domain, with the browser’s words', () => {
    const error = passkeyError(refusal('SecurityError', '127.0.0.1 is an invalid domain'));
    expect(error.code).toBe(ErrorCode.PASSKEY_INVALID_DOMAIN);
    expect(error.message).toContain('127.0.0.1 is an invalid domain');
  });

  it.each([
    ['NotAllowedError', 'The operation either timed out or was not allowed.', ErrorCode.PASSKEY_NOT_ALLOWED],
    ['Error', 'WebAuthn is not supported in this browser', ErrorCode.WEBAUTHN_NOT_SUPPORTED],
    ['UnknownError', 'The authenticator failed', ErrorCode.UNKNOWN_AUTH_ERROR],
  ])('%s: %s', (name, message, code) => {
    expect(passkeyError(refusal(name, message)).code).toBe(code);
  });
});
