import { ed25519 } from '@noble/curves/ed25519';
import { base64 } from '@scure/base';
import { bytesToHex, hexToBytes } from 'viem';
import { describe, expect, it } from 'vitest';
import { DEVICE_KEY_ALGORITHM, deviceProofValid, signDeviceProof } from '../domains/wallets/deviceProof.ts';
import { decryptShare, encryptShare, newRecoveryKey } from '../domains/wallets/recoveryCipher.ts';
import { openSealedShare, recipientKeyPair, sealShare } from '../domains/wallets/seal.ts';
import { entropyMnemonic, ethereumAccount, mnemonicSeed, slip10Ed25519, solanaKeypair } from './keys.ts';
import { combineShares, shareAtNewPoint, splitEntropy } from './shares.ts';

const hex = (bytes: Uint8Array) => bytesToHex(bytes).slice(2);

describe('SLIP-0010 ed25519', () => {
  // SLIP-0010, "Test vector 1 for ed25519" (public keys there carry a 00 prefix byte).
  const seed = hexToBytes('0x000102030405060708090a0b0c0d0e0f');
  it.each([
    [
      [],
      '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
      '90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb',
      'a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed',
    ],
    [
      [0],
      '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
      '8b59aa11380b624e81507a27fedda59fea6d0b779a778918a2fd3590e16e9c69',
      '8c8a13df77a28f3445213a0f432fde644acaa215fc72dcdf300d5efaa85d350c',
    ],
    [
      [0, 1],
      'b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2',
      'a320425f77d1b5c2505a6b1b27382b37368ee640e3557c315416801243552f14',
      '1932a5270f335bed617d5b935c80aedb1a35bd9fc1e31acafd5372c30f5c1187',
    ],
    [
      [0, 1, 2],
      '92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9',
      '2e69929e00b5ab250f49c3fb1c12f252de4fed2c1db88387094a0f8c4c9ccd6c',
      undefined,
    ],
  ] as const)('m/%j', (path, key, chainCode, publicKey) => {
    const node = slip10Ed25519(seed, path);
    expect(hex(node.key)).toBe(key);
    expect(hex(node.chainCode)).toBe(chainCode);
    if (publicKey) expect(hex(ed25519.getPublicKey(node.key))).toBe(publicKey);
  });

  it('refuses indexes that are not below 2^31', () => {
    expect(() => slip10Ed25519(seed, [2 ** 31])).toThrow(RangeError);
    expect(() => slip10Ed25519(seed, [-1])).toThrow(RangeError);
  });
});

describe("the 'abandon … about' mnemonic (all-zero entropy)", () => {
  const mnemonic = entropyMnemonic(new Uint8Array(16));
  const seed = mnemonicSeed(mnemonic);

  it('is the well-known phrase', () => {
    expect(mnemonic).toBe(`${'abandon '.repeat(11)}about`);
  });
  it("derives Ethereum m/44'/60'/0'/0/0", () => {
    expect(ethereumAccount(seed, 0).address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    expect(ethereumAccount(seed, 1).address).not.toBe(ethereumAccount(seed, 0).address);
  });
  it("derives Solana m/44'/501'/0'/0'", () => {
    expect(solanaKeypair(seed, 0).address).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk');
    expect(solanaKeypair(seed, 1).address).not.toBe(solanaKeypair(seed, 0).address);
  });
});

describe('shares', () => {
  it('any two of the three shares rebuild the entropy; one share is not the entropy', async () => {
    const entropy = crypto.getRandomValues(new Uint8Array(16));
    const { device, auth, recovery } = await splitEntropy(entropy);
    for (const [a, b] of [
      [device, auth],
      [auth, recovery],
      [device, recovery],
    ] as const) {
      expect(await combineShares(a, b)).toEqual(entropy);
    }
    for (const share of [device, auth, recovery]) expect(hex(share)).not.toContain(hex(entropy));
  });

  it('a share at a new point (a recovering device) rebuilds the entropy with each of the three, and is none of them', async () => {
    for (let round = 0; round < 300; round++) {
      const entropy = crypto.getRandomValues(new Uint8Array(16));
      const { device, auth, recovery } = await splitEntropy(entropy);
      const fresh = await shareAtNewPoint(auth, recovery);
      expect(fresh.length).toBe(auth.length);
      for (const other of [device, auth, recovery]) {
        // The new point can only fall on the device's own x (the recovering device cannot know it,
        // 1 time in 253): then it is that very share.
        if (fresh.at(-1) === other.at(-1)) {
          expect(other).toBe(device);
          expect(hex(fresh)).toBe(hex(other));
          continue;
        }
        expect(hex(fresh)).not.toBe(hex(other));
        expect(await combineShares(fresh, other)).toEqual(entropy);
      }
      // Another recovering device gets another point of the same split.
      const next = await shareAtNewPoint(auth, recovery);
      if (next.at(-1) !== fresh.at(-1)) expect(await combineShares(fresh, next)).toEqual(entropy);
    }
  });

  it('a share of an older split does not rebuild the entropy with a share of a newer one', async () => {
    const entropy = crypto.getRandomValues(new Uint8Array(16));
    const first = await splitEntropy(entropy);
    const second = await splitEntropy(entropy);
    expect(await combineShares(first.device, second.auth)).not.toEqual(entropy);
  });
});

describe('device keys and sealed shares', () => {
  it('a device proof verifies with its public key only, for its challenge only', async () => {
    const pair = await crypto.subtle.generateKey(DEVICE_KEY_ALGORITHM, false, ['sign', 'verify']);
    const other = await crypto.subtle.generateKey(DEVICE_KEY_ALGORITHM, false, ['sign', 'verify']);
    const raw = async (key: CryptoKey) => base64.encode(new Uint8Array(await crypto.subtle.exportKey('raw', key)));
    const signature = await signDeviceProof(pair.privateKey, 'challenge-1');
    expect(await deviceProofValid(await raw(pair.publicKey), 'challenge-1', signature)).toBe(true);
    expect(await deviceProofValid(await raw(pair.publicKey), 'challenge-2', signature)).toBe(false);
    expect(await deviceProofValid(await raw(other.publicKey), 'challenge-1', signature)).toBe(false);
    expect(await deviceProofValid('not-a-key', 'challenge-1', signature)).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', pair.privateKey)).rejects.toThrow();
  });

  it('a sealed share opens with its recipient key only, and not once altered', async () => {
    const share = crypto.getRandomValues(new Uint8Array(17));
    const recipient = await recipientKeyPair();
    const sealed = await sealShare(recipient.publicKey, share);
    expect(await openSealedShare(recipient.privateKey, sealed)).toEqual(share);
    await expect(openSealedShare((await recipientKeyPair()).privateKey, sealed)).rejects.toThrow();
    const bytes = base64.decode(sealed.ciphertext);
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    await expect(
      openSealedShare(recipient.privateKey, { ...sealed, ciphertext: base64.encode(bytes) }),
    ).rejects.toThrow();
    await expect(sealShare(base64.encode(new Uint8Array(65)), share)).rejects.toThrow(TypeError);
  });
});

describe('recovery share encryption', () => {
  it('round-trips with its key and fails with another key or altered bytes', async () => {
    const share = crypto.getRandomValues(new Uint8Array(17));
    const key = newRecoveryKey();
    const sealed = await encryptShare(share, key);
    expect(sealed.length).toBe(12 + 17 + 16);
    expect(await decryptShare(sealed, key)).toEqual(share);
    await expect(decryptShare(sealed, newRecoveryKey())).rejects.toThrow();
    const altered = sealed.slice();
    altered[20] = (altered[20] ?? 0) ^ 1;
    await expect(decryptShare(altered, key)).rejects.toThrow();
  });
});
