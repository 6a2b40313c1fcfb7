import * as farcaster from '../../core/api/routes/farcaster.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { createFlow } from '../../core/flow/createFlow.ts';
import { reported } from '../../core/flow/failures.ts';
import type { ActionCallbacks } from '../../core/flow/types.ts';
import { userAtom } from '../../core/store/atoms.ts';
import { abortableSleep, type FarcasterTimers } from '../../flows/farcaster/timing.ts';
import { getWalletService } from '../embedded/getWalletService.ts';
import { embeddedWallets } from '../embedded/selectors.ts';
import { notAuthenticated } from '../embedded/signingRules.ts';
import type { Hex } from '../types.ts';
import { bytesOf, createFarcasterSignOperation } from './farcasterSign.flow.ts';
import type { FarcasterSignErrorCode, FarcasterSignSnapshot } from './farcasterSign.machine.ts';
import {
  type FarcasterSignerEffect,
  type FarcasterSignerEvent,
  type FarcasterSignerFacts,
  type FarcasterSignerResult,
  type FarcasterSignerSnapshot,
  farcasterSignerMachine,
  farcasterSignerRefusals,
  initialFarcasterSignerSnapshot,
} from './farcasterSigner.machine.ts';
import { FARCASTER_SIGNER_POLL_MS, FARCASTER_SIGNER_TIMEOUT_MS } from './timing.ts';

/** What `state` shows: the signer request, or the latest cast signature (narrow on `status`). */
export type FarcasterSignerState = FarcasterSignerSnapshot | FarcasterSignSnapshot;

/** `onComplete` receives the approved signer after a request, the 64-byte signature after a signature. */
export type FarcasterSignerCallbacks = ActionCallbacks<FarcasterSignerResult | Uint8Array, FarcasterSignErrorCode>;

/**
 * Reference §3.13 `useFarcasterSigner()`. Both commands never reject: each resolves with its settled
 * snapshot, and `state` follows the latest command (the hook adds the `…Async` twins).
 */
export interface FarcasterSignerCommands {
  /**
   * Asks the user's Farcaster app to approve a signer held by their wallet (spec §4): `state` goes
   * `initializing`, then `awaiting-approval` with `signerApprovalUrl` (show it as a QR code, or a
   * link on phones) while the status is polled every 2 s, then `done` (`state.result`: the public
   * key and fid; the user fetched again) or `error` (`farcaster_signer_revoked`,
   * `client_request_timeout` after 300 s, …). Already approved: done at once.
   */
  requestFarcasterSignerFromWarpcast(): Promise<FarcasterSignerSnapshot>;
  /**
   * Signs a Farcaster message hash (20 bytes, or 32) with the approved signer, for the user's fid:
   * `signing`, then `done` (`result`: the 64-byte ed25519 signature) or `error` (`invalid_data` for
   * another length, `farcaster_signer_missing` before approval, the iframe's codes). Each call runs
   * on its own.
   */
  signFarcasterMessage(hash: Uint8Array): Promise<FarcasterSignSnapshot>;
  /**
   * A read, not an action: the approved signer's ed25519 public key (32 bytes) on the user as the kit
   * holds them now; null without a user, a Farcaster account or an approved signer.
   */
  getFarcasterSignerPublicKey(): Uint8Array | null;
  reset(): void;
}

export interface FarcasterSignerFlowOptions {
  /** Replaces the clock and the waits of the polling (tests). Default: the core's clock and `setTimeout`. */
  timers?: FarcasterTimers | undefined;
}

/** The request's run and the signatures' operation, started and stopped together; `getSnapshot` is the latest command's. */
export interface FarcasterSignerFlow {
  getSnapshot(): FarcasterSignerState;
  subscribe(listener: () => void): () => void;
  callbacks: FarcasterSignerCallbacks;
  start(): void;
  stop(): void;
  commands: FarcasterSignerCommands;
}

function facts(core: FoyerCore): FarcasterSignerFacts {
  const user = core.store.get(userAtom);
  return { authenticated: user !== null, fid: user?.farcaster?.fid ?? null, wallets: embeddedWallets(user) };
}

/** The signer request: one run at a time (a second request while one waits joins it). */
function createRequestFlow(core: FoyerCore, options: FarcasterSignerFlowOptions) {
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
    ActionCallbacks<FarcasterSignerResult, FarcasterSignErrorCode>
  >(core, {
    initial: initialFarcasterSignerSnapshot,
    machine: farcasterSignerMachine,
    failed: (_effect, error): FarcasterSignerEvent => ({ type: 'failed', error: reported(error) }),
    run: (effect, { signal }) => run(effect, signal),
  });

  return flow;
}

export function createFarcasterSignerFlow(
  core: FoyerCore,
  options: FarcasterSignerFlowOptions = {},
): FarcasterSignerFlow {
  const request = createRequestFlow(core, options);
  const signing = createFarcasterSignOperation(core);
  const listeners = new Set<() => void>();
  let shown: typeof request | typeof signing = request;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  /** `state` follows the run the latest command started. */
  const show = (run: typeof request | typeof signing) => {
    if (shown === run) return;
    shown = run;
    notify();
  };
  request.subscribe(() => shown === request && notify());
  signing.subscribe(() => shown === signing && notify());
  let callbacks: FarcasterSignerCallbacks = {};

  return {
    getSnapshot: () => shown.getSnapshot(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get callbacks() {
      return callbacks;
    },
    set callbacks(value) {
      callbacks = value;
      request.callbacks = value;
      signing.callbacks = value;
    },
    start() {
      request.start();
      signing.start();
    },
    stop() {
      request.stop();
      signing.stop();
    },
    commands: {
      // The command moves its run first, then `state` follows it (no passing snapshot of the run's last outcome).
      requestFarcasterSignerFromWarpcast() {
        const settled = request.send({ type: 'request', facts: facts(core) });
        show(request);
        return settled;
      },
      signFarcasterMessage(hash) {
        const settled = signing.commands.signFarcasterMessage(hash);
        show(signing);
        return settled;
      },
      getFarcasterSignerPublicKey() {
        const key = core.store.get(userAtom)?.farcaster?.signerPublicKey;
        return key ? bytesOf(key) : null;
      },
      reset() {
        request.reset();
        signing.reset();
        show(request);
      },
    },
  };
}
