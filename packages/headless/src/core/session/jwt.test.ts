import { describe, expect, it } from 'vitest';
import { appIdOf, decodeClaims, isExpired } from './jwt.ts';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: object) => `${b64({ alg: 'ES256' })}.${b64(claims)}.sig`;

describe('jwt helpers', () => {
  it('reads claims without verifying', () => {
    expect(decodeClaims(jwt({ sub: 'u', exp: 10 }))).toEqual({ sub: 'u', exp: 10 });
    expect(decodeClaims('not-a-jwt')).toBeNull();
    expect(decodeClaims('a.%%%.c')).toBeNull();
  });

  it('treats a token as expired 30 s before exp', () => {
    const token = jwt({ exp: 1000 });
    expect(isExpired(token, 969_999)).toBe(false);
    expect(isExpired(token, 970_000)).toBe(true);
    expect(isExpired(jwt({}), 0)).toBe(true);
  });

  it('reads the app id from aid, else aud', () => {
    expect(appIdOf(jwt({ aid: 'a', aud: 'b' }))).toBe('a');
    expect(appIdOf(jwt({ aud: 'b' }))).toBe('b');
    expect(appIdOf(jwt({ aud: ['c', 'd'] }))).toBe('c');
    expect(appIdOf(jwt({}))).toBeNull();
  });
});
