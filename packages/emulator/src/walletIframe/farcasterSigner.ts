import { type IframeEventName, type IframeResponseData, routeDomains } from '@foyer/headless/contract';
import { ed25519 } from '@noble/curves/ed25519';
import { hkdf } from '@noble/hashes/hkdf';
import { sha256 } from '@noble/hashes/sha2';
import * as v from 'valibot';
import { bytesToHex, hexToBytes, isHex } from 'viem';
import { sameAddress } from '../domains/wallets/entropyRefs.ts';
import type { ProviderApi } from './api.ts';
import { IframeError, invalidArguments, notOnDevice } from './errors.ts';
import { parse } from './parse.ts';
import { type Vault, walletsOf } from './vault.ts';

const routes = routeDomains.farcaster;
const text = v.pipe(v.string(), v.minLength(1));
const signerSchema = v.looseObject({
  accessToken: text,
  entropyId: text,
  entropyIdVerifier: v.picklist(['ethereum-address-verifier', 'solana-address-verifier']),
  address: text,
  hdWalletIndex: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0, 'The wallet index cannot be negative'))),
});
const signSchema = v.looseObject({
  ...signerSchema.entries,
  payload: v.looseObject({ hash: v.string('`payload.hash` must be 0x hex') }),
  fid: v.pipe(v.number('`fid` must be a number'), v.integer(), v.minValue(1, '`fid` must be a positive integer')),
});

const INFO = new TextEncoder().encode('foyer:farcaster-signer:v1');

/**
 * The wallet's Farcaster signer key: an ed25519 seed derived (HKDF-SHA-256) from the Ethereum
 * wallet's private key, so each wallet has one signer, the same on every device, and the key
 * itself cannot be computed back from it. It never leaves the iframe.
 */
export function farcasterSignerSeed(walletKey: Uint8Array): Uint8Array {
  return hkdf(sha256, walletKey, new Uint8Array(0), INFO, 32);
}

/** Farcaster message hashes: BLAKE3 truncated to 20 bytes; 32 bytes for a full digest. */
function messageHash(hash: string): Uint8Array {
  if (!isHex(hash, { strict: true })) throw invalidArguments('`payload.hash` must be 0x hex');
  const bytes = hexToBytes(hash);
  if (bytes.length !== 20 && bytes.length !== 32) {
    throw invalidArguments('`payload.hash` must be a Farcaster message hash: 20 or 32 bytes');
  }
  return bytes;
}

type Handler = (data: unknown) => Promise<IframeResponseData<IframeEventName>>;

/**
 * `privy:farcaster:init-signer` and `privy:farcaster:sign` (reference §6.4). The key is loaded like
 * signing's (this device's share and the auth share, MFA-gated), the signer derived from the
 * Ethereum wallet `address`. Signing asks the provider first: only a signer the user's Farcaster
 * app approved, for the `fid` it was approved for, signs, and only a message hash.
 */
export function farcasterSignerHandlers(api: ProviderApi, vault: Vault): Record<string, Handler> {
  async function signerOf(request: v.InferOutput<typeof signerSchema>) {
    const loaded = await vault.load(request.accessToken, request);
    const index = request.hdWalletIndex ?? 0;
    const wallet = walletsOf(loaded.info, 'ethereum').find((candidate) => (candidate.wallet_index ?? 0) === index);
    if (!wallet || !sameAddress('ethereum', wallet.address, request.address)) {
      throw invalidArguments(`${request.address} is not the user's Ethereum wallet at index ${index}`);
    }
    if (!sameAddress('ethereum', loaded.keys.ethereum(index).address, wallet.address)) throw notOnDevice();
    const seed = farcasterSignerSeed(loaded.keys.ethereumKey(index));
    return { seed, publicKey: bytesToHex(ed25519.getPublicKey(seed)) };
  }

  return {
    'privy:farcaster:init-signer': async (data) => {
      const request = parse(signerSchema, data);
      const { publicKey } = await signerOf(request);
      return api.call(routes.signerInit, request.accessToken, { ed25519_public_key: publicKey });
    },
    'privy:farcaster:sign': async (data) => {
      const request = parse(signSchema, data);
      const hash = messageHash(request.payload.hash);
      const { seed, publicKey } = await signerOf(request);
      const signer = await api.call(routes.signerStatus, request.accessToken, { ed25519_public_key: publicKey });
      if (signer.status !== 'approved' || signer.fid !== request.fid) {
        throw new IframeError(
          'error',
          signer.status === 'approved'
            ? `The Farcaster signer is approved for fid ${signer.fid}, not ${request.fid}`
            : `The Farcaster signer is ${signer.status.replace('_', ' ')}: only an approved signer signs`,
        );
      }
      const signature = bytesToHex(ed25519.sign(hash, seed));
      seed.fill(0);
      return { hash: request.payload.hash, signature };
    },
  };
}
