import { base64 } from '@scure/base';

/**
 * A device's proof (see `DeviceProof` in the contract): an ECDSA P-256 / SHA-256 signature of
 * `device:<challenge>`, by a key pair made in the wallet iframe. Shared by the iframe (signs) and the
 * emulator (verifies); Web Crypto only, so it runs in browsers and in Node alike.
 */
export const DEVICE_KEY_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNATURE = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** What a device signs: the challenge, in its own namespace (never a wallet key's message). */
export const deviceProofMessage = (challenge: string) => new TextEncoder().encode(`device:${challenge}`);

export async function signDeviceProof(privateKey: CryptoKey, challenge: string): Promise<string> {
  return base64.encode(new Uint8Array(await crypto.subtle.sign(SIGNATURE, privateKey, deviceProofMessage(challenge))));
}

/** Whether `signature` (base64, r ‖ s) is the device key's signature of the challenge; false for anything malformed. */
export async function deviceProofValid(publicKey: string, challenge: string, signature: string): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey(
      'raw',
      base64.decode(publicKey) as Uint8Array<ArrayBuffer>,
      DEVICE_KEY_ALGORITHM,
      false,
      ['verify'],
    );
    return await crypto.subtle.verify(
      SIGNATURE,
      key,
      base64.decode(signature) as Uint8Array<ArrayBuffer>,
      deviceProofMessage(challenge),
    );
  } catch {
    return false;
  }
}
