import { base64Url, randomBase64Url } from '../../core/random.ts';

/** Spec §9: the OAuth state and code verifier are 36 random bytes, base64url. */
export const PKCE_RANDOM_BYTES = 36;

/** One authorization's PKCE secrets (RFC 7636, S256) and its state. */
export interface PkceParameters {
  /** Kept by this browser until the code comes back; sent only with the code exchange. */
  codeVerifier: string;
  /** base64url(SHA-256(verifier)): sent with the init call. */
  codeChallenge: string;
  /** Sent with init, echoed back by the provider; must equal the stored one on return. */
  stateCode: string;
}

/** RFC 7636 S256: base64url (no padding) of the SHA-256 of the verifier's ASCII bytes (WebCrypto). */
export async function codeChallengeOf(codeVerifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier));
  return base64Url(new Uint8Array(digest));
}

/** Fresh verifier, challenge and state for one authorization. */
export async function createPkce(): Promise<PkceParameters> {
  const codeVerifier = randomBase64Url(PKCE_RANDOM_BYTES);
  return {
    codeVerifier,
    codeChallenge: await codeChallengeOf(codeVerifier),
    stateCode: randomBase64Url(PKCE_RANDOM_BYTES),
  };
}
