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

/** A share's x-coordinate: its last byte (the library's layout). */
const xOf = (share: Uint8Array) => share[share.length - 1] ?? 0;

/**
 * Another share of the same split, at a fresh x-coordinate: what a recovering device keeps, so that
 * no other device's share goes stale. In GF(2^8) `f(t ⊕ x)` is a polynomial of the same degree as `f`,
 * so the library's interpolation at 0 of the points `(xᵢ ⊕ x, f(xᵢ))` gives `f(x)`.
 */
export async function shareAtNewPoint(a: Uint8Array, b: Uint8Array): Promise<Uint8Array> {
  const taken = new Set([0, xOf(a), xOf(b)]);
  let x = 0;
  while (taken.has(x)) [x = 0] = crypto.getRandomValues(new Uint8Array(1));
  const shifted = (share: Uint8Array) => {
    const copy = share.slice();
    copy[copy.length - 1] = xOf(share) ^ x;
    return copy;
  };
  const y = await combine([shifted(a), shifted(b)]);
  const share = new Uint8Array(y.length + 1);
  share.set(y);
  share[y.length] = x;
  return share;
}
