import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';

/** A public JWK: its `kty` always set. */
export type PublicJwk = JWK & { kty: string };

export const CUSTOM_JWT_ISSUER = 'https://auth.example-app.test';
export const CUSTOM_JWT_AUDIENCE = 'foyer-custom-auth-tests';

/**
 * An app's own auth for tests: an ES256 key pair, its public JWKS (to seed the emulator with) and a
 * signer of JWTs with the expected issuer and audience unless told otherwise.
 */
export async function createJwtIssuer(kid = 'test-key-1') {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk: PublicJwk = { ...(await exportJWK(publicKey)), kty: 'EC', kid, alg: 'ES256', use: 'sig' };
  return {
    jwks: { keys: [jwk] },
    /**
     * A JWT for `subject`, valid one hour from `now` (ms) unless `expiresAt` (s) says otherwise;
     * `expiresAt: null` leaves `exp` out.
     */
    sign(
      subject: string,
      options: {
        issuer?: string;
        audience?: string;
        now?: number;
        expiresAt?: number | null;
        claims?: JWTPayload;
      } = {},
    ): Promise<string> {
      const iat = Math.floor((options.now ?? Date.now()) / 1000);
      const jwt = new SignJWT({ ...options.claims })
        .setProtectedHeader({ alg: 'ES256', kid })
        .setSubject(subject)
        .setIssuer(options.issuer ?? CUSTOM_JWT_ISSUER)
        .setAudience(options.audience ?? CUSTOM_JWT_AUDIENCE)
        .setIssuedAt(iat);
      if (options.expiresAt !== null) jwt.setExpirationTime(options.expiresAt ?? iat + 3600);
      return jwt.sign(privateKey);
    },
  };
}

/** The `customJwt` seed entry of an app whose tokens `issuer` signs. */
export const customJwtSeed = (appId: string, jwks: { keys: PublicJwk[] }) => ({
  app_id: appId,
  jwks,
  issuer: CUSTOM_JWT_ISSUER,
  audience: CUSTOM_JWT_AUDIENCE,
});
