import { describe, expect, it } from 'vitest';
import { codeChallengeOf, createPkce, PKCE_RANDOM_BYTES } from './pkce.ts';

const base64url = /^[A-Za-z0-9_-]+$/;

describe('PKCE S256', () => {
  it('matches the RFC 7636 appendix B example', async () => {
    expect(await codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a verifier and a state of 36 random bytes (48 base64url characters) and the verifier’s challenge', async () => {
    const pkce = await createPkce();
    expect(PKCE_RANDOM_BYTES).toBe(36);
    for (const value of [pkce.codeVerifier, pkce.stateCode]) {
      expect(value).toHaveLength(48);
      expect(value).toMatch(base64url);
    }
    expect(pkce.codeChallenge).toBe(await codeChallengeOf(pkce.codeVerifier));
    expect(pkce.codeChallenge).toHaveLength(43);
  });

  it('never repeats itself', async () => {
    const [a, b] = await Promise.all([createPkce(), createPkce()]);
    expect(a.codeVerifier).not.toBe(b.codeVerifier);
    expect(a.stateCode).not.toBe(b.stateCode);
    expect(a.codeVerifier).not.toBe(a.stateCode);
  });
});
