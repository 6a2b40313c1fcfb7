import { describe, expect, it } from 'vitest';
import { ErrorCode } from './codes.ts';
import { errorCodeValues, isErrorCode } from './codeValues.ts';

describe('error codes', () => {
  it("the values list (what a page's startup narrows with) is exactly ErrorCode's values", () => {
    expect([...errorCodeValues].sort()).toEqual(Object.values(ErrorCode).sort());
  });

  it('narrows known codes only', () => {
    expect(isErrorCode('invalid_credentials')).toBe(true);
    expect(isErrorCode('INVALID_CREDENTIALS')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});
