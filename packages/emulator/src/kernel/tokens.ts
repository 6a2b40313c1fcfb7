import type { WireLinkedAccount } from '@foyer/headless/contract';
import {
  type CryptoKey,
  calculateJwkThumbprint,
  compactVerify,
  exportJWK,
  exportPKCS8,
  exportSPKI,
  generateKeyPair,
  importPKCS8,
  importSPKI,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import { type Clock, toUnixSeconds } from './clock.ts';

const ALG = 'ES256';

/** `iss` of every token, as the provider's. */
export const TOKEN_ISSUER = 'privy.io';

/** The signing key as exported with the state (PEM), so tokens survive a restart with `--state`. */
export interface KeyMaterial {
  privateKeyPem: string;
  publicKeyPem: string;
}

interface LoadedKeys extends KeyMaterial {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  jwk: JWK;
}

export interface AccessTokenClaims extends JWTPayload {
  iss: string;
  aud: string;
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

/** An MFA token's claims (`routes/mfa.ts`): the user (`sub`) verified a method for app `aud` until `exp`. */
export interface MfaTokenClaims extends JWTPayload {
  aud: string;
  sub: string;
  exp: number;
  /** Marks it apart from access and identity tokens, which are signed with the same key. */
  mfa: true;
}

export interface TokenService {
  /** SPKI PEM of the signing key; served as the app config's `verification_key`. */
  publicKeyPem(): string;
  /** The public key as a JWKS document (`kid` = RFC 7638 thumbprint). */
  jwks(): { keys: JWK[] };
  keyMaterial(): KeyMaterial;
  load(material: KeyMaterial): Promise<void>;
  signAccessToken(input: { appId: string; userId: string; sessionId: string }): Promise<string>;
  signIdentityToken(input: { appId: string; userId: string; linkedAccounts: WireLinkedAccount[] }): Promise<string>;
  /** An MFA token for the user, valid for `ttlMs` on the app's clock. */
  signMfaToken(input: { appId: string; userId: string; ttlMs: number }): Promise<string>;
  /** Its claims when `token` is a valid, unexpired MFA token of app `appId` (emulator clock); else null. */
  verifyMfaToken(token: string, appId: string): Promise<MfaTokenClaims | null>;
  /**
   * Verifies signature, issuer and audience, and `exp` against the emulator clock unless
   * `allowExpired`. Returns null for any invalid token.
   */
  verifyAccessToken(
    token: string,
    appId: string,
    options?: { allowExpired?: boolean },
  ): Promise<AccessTokenClaims | null>;
}

async function loadKeys(privateKey: CryptoKey, publicKey: CryptoKey): Promise<LoadedKeys> {
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return {
    privateKey,
    publicKey,
    privateKeyPem: await exportPKCS8(privateKey),
    publicKeyPem: await exportSPKI(publicKey),
    jwk: { ...jwk, kid, alg: ALG, use: 'sig' },
  };
}

function isAccessClaims(payload: JWTPayload): payload is AccessTokenClaims {
  return (
    typeof payload.sub === 'string' &&
    typeof payload.sid === 'string' &&
    typeof payload.aud === 'string' &&
    typeof payload.iat === 'number' &&
    typeof payload.exp === 'number'
  );
}

export async function createTokenService(clock: Clock, accessTokenTtlSeconds: number): Promise<TokenService> {
  const pair = await generateKeyPair(ALG, { extractable: true });
  let keys = await loadKeys(pair.privateKey, pair.publicKey);

  function sign(
    claims: JWTPayload,
    subject: string,
    appId: string,
    ttlSeconds = accessTokenTtlSeconds,
  ): Promise<string> {
    const iat = toUnixSeconds(clock.now(appId));
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALG, typ: 'JWT', ...(keys.jwk.kid ? { kid: keys.jwk.kid } : {}) })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(appId)
      .setSubject(subject)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(keys.privateKey);
  }

  return {
    publicKeyPem: () => keys.publicKeyPem,
    jwks: () => ({ keys: [keys.jwk] }),
    keyMaterial: () => ({ privateKeyPem: keys.privateKeyPem, publicKeyPem: keys.publicKeyPem }),
    async load(material) {
      const privateKey = await importPKCS8(material.privateKeyPem, ALG, { extractable: true });
      const publicKey = await importSPKI(material.publicKeyPem, ALG, { extractable: true });
      keys = await loadKeys(privateKey, publicKey);
    },
    signAccessToken: ({ appId, userId, sessionId }) => sign({ sid: sessionId }, userId, appId),
    signIdentityToken: ({ appId, userId, linkedAccounts }) =>
      sign({ linked_accounts: JSON.stringify(linkedAccounts) }, userId, appId),
    signMfaToken: ({ appId, userId, ttlMs }) => sign({ mfa: true }, userId, appId, Math.floor(ttlMs / 1000)),
    async verifyMfaToken(token, appId) {
      try {
        const { payload } = await jwtVerify(token, keys.publicKey, {
          algorithms: [ALG],
          issuer: TOKEN_ISSUER,
          audience: appId,
          currentDate: new Date(clock.now(appId)),
        });
        return payload.mfa === true && typeof payload.sub === 'string' ? (payload as MfaTokenClaims) : null;
      } catch {
        return null;
      }
    },
    async verifyAccessToken(token, appId, options = {}) {
      try {
        let payload: JWTPayload;
        if (options.allowExpired) {
          // Signature only, then the claims by hand: jose has no switch to skip `exp`.
          const result = await compactVerify(token, keys.publicKey, { algorithms: [ALG] });
          payload = JSON.parse(new TextDecoder().decode(result.payload)) as JWTPayload;
          if (payload.iss !== TOKEN_ISSUER || payload.aud !== appId) return null;
        } else {
          ({ payload } = await jwtVerify(token, keys.publicKey, {
            algorithms: [ALG],
            issuer: TOKEN_ISSUER,
            audience: appId,
            currentDate: new Date(clock.now(appId)),
          }));
        }
        return isAccessClaims(payload) ? payload : null;
      } catch {
        return null;
      }
    },
  };
}
