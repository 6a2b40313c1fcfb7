import { combine, split } from 'shamir-secret-sharing';

/** The three shares of an entropy; any two rebuild it (Shamir over GF(256), `shamir-secret-sharing`). */
export interface EntropyShares {
  device: Uint8Array;
  auth: Uint8Array;
  recovery: Uint8Array;
}

export async function splitEntropy(entropy: Uint8Array): Promise<EntropyShares> {
  const [device, auth, recovery] = await split(entropy, 3, 2);
  if (!device || !auth || !recovery) throw new Error('Splitting gave fewer than three shares');
  return { device, auth, recovery };
}

export function combineShares(a: Uint8Array, b: Uint8Array): Promise<Uint8Array> {
  return combine([a, b]);
}
