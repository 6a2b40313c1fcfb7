import { describe, expect, it } from 'vitest';
import { ErrorCode } from './codes.ts';
import { isErrorCode } from './isErrorCode.ts';
import { isServerErrorCode, serverErrorCodes } from './serverCodes.ts';

describe('error codes', () => {
  it('isErrorCode narrows every code of the catalogue, and nothing else', () => {
    for (const code of Object.values(ErrorCode)) expect(isErrorCode(code)).toBe(true);
    expect(isErrorCode('INVALID_CREDENTIALS')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it("the server codes (what a page's startup narrows a response with) are codes of the catalogue", () => {
    const values: readonly string[] = Object.values(ErrorCode);
    for (const code of serverErrorCodes) expect(values).toContain(code);
  });

  it("a response's code is trusted only when a server sends it", () => {
    expect(isServerErrorCode('invalid_credentials')).toBe(true);
    expect(isServerErrorCode('pkce_state_code_mismatch')).toBe(true);
    // The kit's own codes are raised by the kit, never read from a body.
    expect(isServerErrorCode('network_error')).toBe(false);
    expect(isServerErrorCode('wallet_request_timeout')).toBe(false);
    expect(isServerErrorCode(42)).toBe(false);
  });
});
