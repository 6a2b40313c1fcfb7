import { ErrorCode } from '../../core/errors/codes.ts';
import { type FoyerError, ValidationError } from '../../core/errors/FoyerError.ts';
import { machineSteps, type RunSnapshot } from '../../core/flow/steps.ts';
import type { Transition } from '../../core/flow/types.ts';
import { notAuthenticated } from '../embedded/signingRules.ts';
import type { EmbeddedEthereumWallet, EmbeddedWallet, Hex } from '../types.ts';
import {
  type FarcasterSignerErrorCode,
  type FarcasterSignerFields,
  farcasterSignerRefusals,
  signerWallet,
} from './farcasterSigner.machine.ts';

/** The codes a cast signature gives: the request's, and `invalid_data` for a hash that is not 20 or 32 bytes. */
export type FarcasterSignErrorCode = FarcasterSignerErrorCode | 'invalid_data';

/**
 * A Farcaster message hash signed with the approved signer (reference §3.13 `signFarcasterMessage`):
 * `signing`, then `done` with the 64-byte ed25519 signature, or `error`. `publicKey`: the signer's key.
 */
export type FarcasterSignSnapshot = RunSnapshot<
  'signing',
  Uint8Array,
  FoyerError<FarcasterSignErrorCode>,
  FarcasterSignerFields
>;

/** What the machine knows of the session when a signature starts. */
export interface FarcasterSignFacts {
  authenticated: boolean;
  /** The fid of the user's Farcaster account; null without one. */
  fid: number | null;
  /** The approved signer's public key (0x hex) on the user's Farcaster account; null before approval. */
  signerPublicKey: Hex | null;
  wallets: readonly EmbeddedWallet[];
}

export type FarcasterSignEvent =
  | { type: 'sign'; hash: Uint8Array; facts: FarcasterSignFacts }
  | { type: 'signed'; signature: Uint8Array }
  | { type: 'failed'; error: FoyerError<FarcasterSignErrorCode> }
  | { type: 'reset' };

/** The iframe signs `hash` (0x hex) with the signer derived from `wallet`, for `fid`. */
export type FarcasterSignEffect = { type: 'sign'; wallet: EmbeddedEthereumWallet; hash: Hex; fid: number };

export const initialFarcasterSignSnapshot: FarcasterSignSnapshot = {
  status: 'initial',
  publicKey: null,
  signerApprovalUrl: null,
  error: null,
  result: null,
};

const step = /* @__PURE__ */ machineSteps<FarcasterSignSnapshot, FarcasterSignEffect>(initialFarcasterSignSnapshot);

const hexOf = (bytes: Uint8Array): Hex => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;

/** The rules before any request: a hash of 20 or 32 bytes, a session, a Farcaster account, an approved signer, a wallet. */
function plan(hash: unknown, { authenticated, fid, signerPublicKey, wallets }: FarcasterSignFacts) {
  if (!(hash instanceof Uint8Array) || (hash.length !== 20 && hash.length !== 32)) {
    return new ValidationError('hash', ErrorCode.INVALID_DATA, 'A Farcaster message hash is 20 or 32 bytes');
  }
  if (!authenticated) return notAuthenticated();
  if (fid === null) return farcasterSignerRefusals.notLinked();
  if (!signerPublicKey) return farcasterSignerRefusals.notApproved();
  const wallet = signerWallet(wallets);
  if (!wallet) return farcasterSignerRefusals.noWallet();
  return { effect: { type: 'sign', wallet, hash: hexOf(hash), fid } satisfies FarcasterSignEffect, signerPublicKey };
}

/** Signing a cast hash, pure: the rules, then the iframe's signature (or its error). */
export function farcasterSignMachine(
  snapshot: FarcasterSignSnapshot,
  event: FarcasterSignEvent,
): Transition<FarcasterSignSnapshot, FarcasterSignEffect> {
  switch (event.type) {
    case 'sign': {
      if (snapshot.status === 'signing') return step.stay(snapshot);
      const planned = plan(event.hash, event.facts);
      const fields: FarcasterSignerFields = { publicKey: null, signerApprovalUrl: null };
      if (!('effect' in planned)) return step.fail(fields, planned);
      return step.pending({ ...fields, publicKey: planned.signerPublicKey }, 'signing', planned.effect);
    }
    case 'signed':
      return snapshot.status === 'signing' ? step.done(step.fields(snapshot), event.signature) : step.stay(snapshot);
    case 'failed':
      return snapshot.status === 'signing' ? step.fail(step.fields(snapshot), event.error) : step.stay(snapshot);
    case 'reset':
      return step.reset();
  }
}
