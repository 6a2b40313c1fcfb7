import type { WireFarcasterSignerInit, WireFarcasterSignerStatus } from '../../core/api/routes/farcaster.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CallFailureCode, CodeOf } from '../../core/flow/failures.ts';
import { machineSteps, type RunSnapshot } from '../../core/flow/steps.ts';
import type { Transition } from '../../core/flow/types.ts';
import type { User } from '../../core/user.ts';
import { notAuthenticated } from '../embedded/signingRules.ts';
import type { EmbeddedEthereumWallet, EmbeddedWallet, Hex } from '../types.ts';

/**
 * The Farcaster signer request (spec §2 'Farcaster signer request', §4 'Farcaster signer', reference
 * §3.13): the wallet iframe derives an ed25519 key from the user's Ethereum wallet and asks the
 * provider to have the user's Farcaster app approve it for their fid; the kit polls the signer's
 * status until it is approved (the user is then fetched again: their Farcaster account carries the
 * key), rejected or revoked, or 300 s have passed.
 */
export const farcasterSignerStatuses = ['initial', 'initializing', 'awaiting-approval', 'done', 'error'] as const;
export type FarcasterSignerStatus = (typeof farcasterSignerStatuses)[number];

/** An approved signer: its public key (32 bytes), the fid it acts for, and the user as now fetched. */
export interface FarcasterSignerResult {
  publicKey: Uint8Array;
  fid: number;
  user: User;
}

/** The fields `state` has beside the kit's, whichever command it follows. */
export interface FarcasterSignerFields {
  /** The signer's public key (0x hex), once the iframe has answered (the key that signed, for a signature). */
  publicKey: Hex | null;
  /** What the Farcaster app opens to approve the signer (a QR code, a link on phones), while pending. */
  signerApprovalUrl: string | null;
}

/** What the machine knows of the session when a request starts. */
export interface FarcasterSignerFacts {
  authenticated: boolean;
  /** The fid of the user's Farcaster account; null without one. */
  fid: number | null;
  wallets: readonly EmbeddedWallet[];
}

const refusals = {
  notLinked: () =>
    new FoyerError(ErrorCode.FARCASTER_ACCOUNT_NOT_LINKED, 'Link a Farcaster account before adding a signer'),
  noWallet: () =>
    new FoyerError(ErrorCode.EMBEDDED_WALLET_NOT_FOUND, 'A Farcaster signer needs an embedded Ethereum wallet'),
  notApproved: () =>
    new FoyerError(ErrorCode.FARCASTER_SIGNER_MISSING, 'Must have an approved Farcaster signer: request one first'),
  missingKey: () =>
    new FoyerError(ErrorCode.FARCASTER_SIGNER_MISSING, 'The Farcaster signer came back without a public key'),
  revoked: () => new FoyerError(ErrorCode.FARCASTER_SIGNER_REVOKED, 'The Farcaster app rejected or revoked the signer'),
  timeout: () =>
    new FoyerError(ErrorCode.CLIENT_REQUEST_TIMEOUT, 'The Farcaster app did not approve the signer within 300 s'),
};
export const farcasterSignerRefusals = refusals;

/**
 * The codes the request gives (`state.error.code`, `onError`): its refusals (no session, no
 * Farcaster account, no Ethereum wallet), the signer's answers (missing key, revoked, no
 * approval in time), and the calls' (the iframe's, the status poll's).
 */
export type FarcasterSignerErrorCode =
  | CodeOf<ReturnType<(typeof refusals)[keyof typeof refusals] | typeof notAuthenticated>>
  | CallFailureCode
  | 'unknown_embedded_wallet_error'
  | 'missing_or_invalid_mfa'
  | 'mfa_canceled'
  | 'mfa_timeout'
  | 'mfa_verification_max_attempts_reached';

export type FarcasterSignerSnapshot = RunSnapshot<
  'initializing' | 'awaiting-approval',
  FarcasterSignerResult,
  FoyerError<FarcasterSignerErrorCode>,
  FarcasterSignerFields
>;

export type FarcasterSignerEvent =
  | { type: 'request'; facts: FarcasterSignerFacts }
  /** The iframe's answer to init, or the poll's once the signer is no longer pending. */
  | { type: 'signer'; signer: WireFarcasterSignerInit | WireFarcasterSignerStatus }
  | { type: 'finished'; result: FarcasterSignerResult }
  | { type: 'failed'; error: FoyerError<FarcasterSignerErrorCode> }
  | { type: 'reset' };

export type FarcasterSignerEffect =
  | { type: 'init'; wallet: EmbeddedEthereumWallet }
  | { type: 'poll'; publicKey: Hex }
  /** Approved: the user fetched again (their Farcaster account now names the key). */
  | { type: 'finish'; publicKey: Hex; fid: number };

export const initialFarcasterSignerSnapshot: FarcasterSignerSnapshot = {
  status: 'initial',
  publicKey: null,
  signerApprovalUrl: null,
  error: null,
  result: null,
};

const step = /* @__PURE__ */ machineSteps<FarcasterSignerSnapshot, FarcasterSignerEffect>(
  initialFarcasterSignerSnapshot,
);
const none: FarcasterSignerFields = { publicKey: null, signerApprovalUrl: null };

/** The wallet the signer comes from: the primary Ethereum wallet (index 0), else the first one. */
export function signerWallet(wallets: readonly EmbeddedWallet[]): EmbeddedEthereumWallet | null {
  const ethereum = wallets.filter((wallet): wallet is EmbeddedEthereumWallet => wallet.chainType === 'ethereum');
  return ethereum.find((wallet) => wallet.walletIndex === 0 && !wallet.imported) ?? ethereum[0] ?? null;
}

type Refusal = ReturnType<(typeof refusals)[keyof typeof refusals] | typeof notAuthenticated>;

function refusal({ authenticated, fid, wallets }: FarcasterSignerFacts): Refusal | null {
  if (!authenticated) return notAuthenticated();
  if (fid === null) return refusals.notLinked();
  if (!signerWallet(wallets)) return refusals.noWallet();
  return null;
}

const busy = (snapshot: FarcasterSignerSnapshot) =>
  snapshot.status === 'initializing' || snapshot.status === 'awaiting-approval';

type Step = Transition<FarcasterSignerSnapshot, FarcasterSignerEffect>;

function onSigner(
  snapshot: FarcasterSignerSnapshot,
  signer: WireFarcasterSignerInit | WireFarcasterSignerStatus,
): Step {
  const base = step.fields(snapshot);
  if (!signer.public_key) return step.fail(base, refusals.missingKey());
  const publicKey = signer.public_key as Hex;
  switch (signer.status) {
    case 'approved': {
      const finish: FarcasterSignerEffect = { type: 'finish', publicKey, fid: signer.fid };
      return snapshot.status === 'initializing'
        ? step.pending({ ...base, publicKey }, 'initializing', finish)
        : step.pending({ ...base, publicKey }, 'awaiting-approval', finish);
    }
    case 'revoked':
      return step.fail({ ...base, publicKey }, refusals.revoked());
    case 'pending_approval': {
      const url = 'signer_approval_url' in signer ? signer.signer_approval_url : base.signerApprovalUrl;
      if (snapshot.status !== 'initializing' || !url) return step.stay(snapshot);
      return step.pending({ publicKey, signerApprovalUrl: url }, 'awaiting-approval', { type: 'poll', publicKey });
    }
  }
}

export function farcasterSignerMachine(snapshot: FarcasterSignerSnapshot, event: FarcasterSignerEvent): Step {
  switch (event.type) {
    case 'request': {
      if (busy(snapshot)) return step.stay(snapshot);
      const refused = refusal(event.facts);
      const wallet = signerWallet(event.facts.wallets);
      if (refused || !wallet) return step.fail(none, refused ?? refusals.noWallet());
      return step.pending(none, 'initializing', { type: 'init', wallet });
    }
    case 'signer':
      return busy(snapshot) ? onSigner(snapshot, event.signer) : step.stay(snapshot);
    case 'finished':
      return busy(snapshot) ? step.done(step.fields(snapshot), event.result) : step.stay(snapshot);
    case 'failed':
      return busy(snapshot) ? step.fail(step.fields(snapshot), event.error) : step.stay(snapshot);
    case 'reset':
      return step.reset();
  }
}
