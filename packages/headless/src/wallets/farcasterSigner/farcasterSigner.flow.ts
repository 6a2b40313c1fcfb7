import * as farcaster from '../../core/api/routes/farcaster.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError, ValidationError } from '../../core/errors/FoyerError.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import { reported } from '../../core/flow/failures.ts';
import type { ActionCallbacks } from '../../core/flow/types.ts';
import { userAtom } from '../../core/store/atoms.ts';
import { abortableSleep, type FarcasterTimers } from '../../flows/farcaster/timing.ts';
import { getWalletService } from '../embedded/getWalletService.ts';
import { embeddedWallets } from '../embedded/selectors.ts';
import { notAuthenticated } from '../embedded/signingRules.ts';
import type { Hex } from '../types.ts';
import {
  type FarcasterSignerEffect,
  type FarcasterSignerEvent,
  type FarcasterSignerFacts,
  type FarcasterSignerResult,
  type FarcasterSignerSnapshot,
  farcasterSignerMachine,
  farcasterSignerRefusals,
  initialFarcasterSignerSnapshot,
  signerWallet,
} from './farcasterSigner.machine.ts';
import { FARCASTER_SIGNER_POLL_MS, FARCASTER_SIGNER_TIMEOUT_MS } from './timing.ts';

/** Reference §3.13 `useFarcasterSigner()`. */
export interface FarcasterSignerCommands {
  /**
   * Asks the user's Farcaster app to approve a signer held by their wallet (spec §4): `state` goes
   * `initializing`, then `awaiting-approval` with `signerApprovalUrl` (show it as a QR code, or a
   * link on phones) while the status is polled every 2 s, then `done` (`state.result`: the public
   * key and fid; the user fetched again) or `error` (`farcaster_signer_revoked`,
   * `client_request_timeout` after 300 s, …). Already approved: done at once. Never rejects.
   */
  requestFarcasterSignerFromWarpcast(): Promise<FarcasterSignerSnapshot>;
  /** The approved signer's ed25519 public key (32 bytes); rejects with `farcaster_signer_missing` without one. */
  getFarcasterSignerPublicKey(): Promise<Uint8Array>;
  /**
   * Signs a Farcaster message hash (20 bytes, or 32) with the approved signer, for the user's fid;
   * resolves the 64-byte ed25519 signature. Rejects with a `FoyerError`: `invalid_data` for another
   * length, `farcaster_signer_missing` before approval, the iframe's codes otherwise.
   */
  signFarcasterMessage(hash: Uint8Array): Promise<Uint8Array>;
  reset(): void;
}

export interface FarcasterSignerFlowOptions {
  /** Replaces the clock and the waits of the polling (tests). Default: the core's clock and `setTimeout`. */
  timers?: FarcasterTimers | undefined;
}

export interface FarcasterSignerFlow
  extends Flow<FarcasterSignerSnapshot, FarcasterSignerEvent, ActionCallbacks<FarcasterSignerResult>> {
  commands: FarcasterSignerCommands;
}

const hexOf = (bytes: Uint8Array): Hex => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
const bytesOf = (hex: string): Uint8Array =>
  Uint8Array.from(hex.slice(2).match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

function facts(core: FoyerCore): FarcasterSignerFacts {
  const user = core.store.get(userAtom);
  return { authenticated: user !== null, fid: user?.farcaster?.fid ?? null, wallets: embeddedWallets(user) };
}

/** The user's approved signer: its key and fid, from their Farcaster account. */
function approvedSigner(core: FoyerCore): { publicKey: Hex; fid: number } {
  const user = core.store.get(userAtom);
  if (!user) throw notAuthenticated();
  const account = user.farcaster;
  if (!account) throw farcasterSignerRefusals.notLinked();
  if (!account.signerPublicKey) {
    throw new FoyerError(
      ErrorCode.FARCASTER_SIGNER_MISSING,
      'Must have an approved Farcaster signer: request one first',
    );
  }
  return { publicKey: account.signerPublicKey as Hex, fid: account.fid };
}

export function createFarcasterSignerFlow(
  core: FoyerCore,
  options: FarcasterSignerFlowOptions = {},
): FarcasterSignerFlow {
  const timers: FarcasterTimers = options.timers ?? { now: () => core.now(), sleep: abortableSleep };

  /** Polls the signer's status until it is no longer pending; 300 s at most. */
  async function awaitDecision(publicKey: Hex, signal: AbortSignal): Promise<FarcasterSignerEvent> {
    const deadline = timers.now() + FARCASTER_SIGNER_TIMEOUT_MS;
    for (;;) {
      await timers.sleep(FARCASTER_SIGNER_POLL_MS, signal);
      const signer = await core.api.call(farcaster.signerStatus, { body: { ed25519_public_key: publicKey }, signal });
      if (signer.status !== 'pending_approval') return { type: 'signer', signer };
      if (timers.now() + FARCASTER_SIGNER_POLL_MS > deadline) throw farcasterSignerRefusals.timeout();
    }
  }

  async function run(effect: FarcasterSignerEffect, signal: AbortSignal): Promise<FarcasterSignerEvent> {
    switch (effect.type) {
      case 'init': {
        const signer = await (await getWalletService(core)).initFarcasterSigner(effect.wallet, signal);
        return { type: 'signer', signer };
      }
      case 'poll':
        return awaitDecision(effect.publicKey, signal);
      case 'finish': {
        const user = await core.session.refreshUser();
        if (!user) throw notAuthenticated();
        return { type: 'finished', result: { publicKey: bytesOf(effect.publicKey), fid: effect.fid, user } };
      }
    }
  }

  const flow = createFlow<
    FarcasterSignerSnapshot,
    FarcasterSignerEvent,
    FarcasterSignerEffect,
    ActionCallbacks<FarcasterSignerResult>
  >(core, {
    initial: initialFarcasterSignerSnapshot,
    machine: farcasterSignerMachine,
    failed: (_effect, error): FarcasterSignerEvent => ({ type: 'failed', error: reported(error) }),
    run: (effect, { signal }) => run(effect, signal),
  });

  const commands: FarcasterSignerCommands = {
    requestFarcasterSignerFromWarpcast: () => flow.send({ type: 'request', facts: facts(core) }),
    async getFarcasterSignerPublicKey() {
      return bytesOf(approvedSigner(core).publicKey);
    },
    async signFarcasterMessage(hash) {
      if (!(hash instanceof Uint8Array) || (hash.length !== 20 && hash.length !== 32)) {
        throw new ValidationError('hash', ErrorCode.INVALID_DATA, 'A Farcaster message hash is 20 or 32 bytes');
      }
      const { fid } = approvedSigner(core);
      const wallet = signerWallet(embeddedWallets(core.store.get(userAtom)));
      if (!wallet) throw farcasterSignerRefusals.noWallet();
      const service = await getWalletService(core);
      return bytesOf(await service.signFarcasterMessage(wallet, hexOf(hash), fid));
    },
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
