import { decodeJwt } from 'jose';

/** A JWT's claim, read without verifying it (the provider verifies); undefined when it is not a JWT or lacks it. */
function claimOf(token: string, claim: 'sub' | 'exp'): unknown {
  try {
    return decodeJwt(token)[claim];
  } catch {
    return undefined;
  }
}

/** The user an access token was issued to (its `sub`). */
export function userOf(accessToken: string): string | undefined {
  const sub = claimOf(accessToken, 'sub');
  return typeof sub === 'string' ? sub : undefined;
}

/**
 * The MFA tokens of this iframe, in its memory only (never stored, never posted), one per user: the
 * last verification's, until its `exp` (this browser's clock) or until the provider refuses it.
 */
export function createMfaTokens(now: () => number = Date.now) {
  const tokens = new Map<string, string>();
  return {
    /** The user's live token. */
    get(userId: string): string | undefined {
      const token = tokens.get(userId);
      const exp = token === undefined ? undefined : claimOf(token, 'exp');
      if (token !== undefined && (typeof exp !== 'number' || exp * 1000 <= now())) tokens.delete(userId);
      return tokens.get(userId);
    },
    set(userId: string, token: string): void {
      tokens.set(userId, token);
    },
    /** Forgets the user's token (`privy:mfa:clear`, or a token the provider refused). */
    drop(userId: string): void {
      tokens.delete(userId);
    },
  };
}

export type MfaTokens = ReturnType<typeof createMfaTokens>;
