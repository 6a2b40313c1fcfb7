import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { AbortedError, FoyerError } from '../../core/errors/FoyerError.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import type { ActionCallbacks } from '../../core/flow/types.ts';
import { userAtom } from '../../core/store/atoms.ts';
import { createPopupAuthorization } from '../../flows/oauth/popupAuthorization.ts';
import { walletUiMountsAtom } from '../embedded/walletUi.ts';
import { authorizeCloud } from './cloudAuthorization.ts';
import {
  initialRecoveryPromptSnapshot,
  type RecoveryPromptEffect,
  type RecoveryPromptEvent,
  type RecoveryPromptSnapshot,
  recoveryPromptMachine,
} from './recoveryPrompt.machine.ts';
import { recoveryPromptAtom } from './recoveryPrompt.ts';
import type { RecoverySecret, UserOwnedRecoveryMethod } from './secret.ts';

/** How long a wallet request waits for the user's password or cloud backup. */
export const RECOVERY_PROMPT_TIMEOUT_MS = 600_000;

export interface RecoveryPromptCommands {
  /** Opens the backup with the password (`user-passcode`); a wrong one sets `state.attemptError`. */
  recoverWithPassword(password: string): Promise<RecoveryPromptSnapshot>;
  /** Opens the cloud's consent popup and the backup in it (call it from the user's click). */
  recoverWithCloud(): Promise<RecoveryPromptSnapshot>;
  /** After a failure (`error`): back to the prompt (`recoverWithCloud()` from there tries again at once). */
  retry(): void;
  /** Gives up: the waiting wallet request fails with `user_exited_wallet_recovery`. */
  cancel(): void;
}

export interface RecoveryGate {
  /** The prompt of the wallet request that waits for the user's recovery secret, as a flow. */
  readonly flow: Flow<RecoveryPromptSnapshot, RecoveryPromptEvent, ActionCallbacks<true>> & {
    commands: RecoveryPromptCommands;
  };
  /**
   * Recovers a wallet whose backup the user owns, on a device that does not hold it: opens the
   * prompt, hands each secret the user gives to `send` (the iframe's `privy:wallets:recover`), and
   * resolves once one opened the backup. Rejects when the user cancels, after 10 minutes, on logout
   * and on abort. A second call while one waits joins it.
   */
  recover(
    method: UserOwnedRecoveryMethod,
    send: (secret: RecoverySecret, signal: AbortSignal) => Promise<void>,
    signal?: AbortSignal,
  ): Promise<void>;
}

interface Waiter {
  send: (secret: RecoverySecret, signal: AbortSignal) => Promise<void>;
  promise: Promise<void>;
  resolve(): void;
  reject(error: FoyerError): void;
}

const exited = () => new FoyerError(ErrorCode.USER_EXITED_WALLET_RECOVERY, 'The user left the wallet recovery');

/** The recovery gate of a core (one per core, `getRecoveryGate`): one prompt at a time. */
export function createRecoveryGate(core: FoyerCore): RecoveryGate {
  const { store } = core;
  const popup = createPopupAuthorization('cloud recovery');
  let waiter: Waiter | null = null;

  const flow = createFlow<RecoveryPromptSnapshot, RecoveryPromptEvent, RecoveryPromptEffect, ActionCallbacks<true>>(
    core,
    {
      initial: initialRecoveryPromptSnapshot,
      machine: recoveryPromptMachine,
      failed: (_effect, error) => ({ type: 'failed', error }),
      async run(effect, { signal }) {
        if (effect.type === 'authorizeCloud') {
          return { type: 'cloudAuthorized', accessToken: await authorizeCloud(core, popup, effect.provider, signal) };
        }
        const current = waiter;
        if (!current) throw new AbortedError('The wallet recovery');
        await current.send(effect.secret, signal);
        current.resolve();
        return { type: 'recovered' };
      },
    },
  );

  /** Ends the wait: the request fails with `error`, the prompt closes. */
  function end(error: FoyerError) {
    const current = waiter;
    waiter = null;
    store.set(recoveryPromptAtom, null);
    void flow.send({ type: 'closed' });
    current?.reject(error);
  }

  const commands: RecoveryPromptCommands = {
    recoverWithPassword: (password) => flow.send({ type: 'submitPassword', password }),
    recoverWithCloud: () => {
      // In the click's task, before any await: browsers block a popup opened later.
      const { status } = flow.getSnapshot();
      if (status === 'required' || status === 'error') popup.open();
      return flow.send({ type: 'confirmCloud' }).finally(() => popup.discard());
    },
    retry: () => void flow.send({ type: 'retry' }),
    cancel: () => end(exited()),
  };

  flow.start();
  let user = store.get(userAtom);
  store.sub(userAtom, () => {
    const next = store.get(userAtom);
    if (user && !next && waiter) {
      end(new FoyerError(ErrorCode.MUST_BE_AUTHENTICATED, 'The session ended during the wallet recovery'));
    }
    user = next;
  });

  return {
    flow: Object.assign(flow, { commands }),
    recover(method, send, signal) {
      if (waiter) return waiter.promise;
      let resolve = () => {};
      let reject: (error: FoyerError) => void = () => {};
      const promise = new Promise<void>((done, fail) => {
        resolve = done;
        reject = fail;
      });
      const timer = setTimeout(
        () => end(new FoyerError(ErrorCode.CLIENT_REQUEST_TIMEOUT, 'No recovery secret within 10 minutes')),
        RECOVERY_PROMPT_TIMEOUT_MS,
      );
      const onAbort = () => end(new AbortedError('The wallet recovery'));
      signal?.addEventListener('abort', onAbort, { once: true });
      const entry: Waiter = {
        send,
        promise,
        resolve: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          if (waiter === entry) waiter = null;
          store.set(recoveryPromptAtom, null);
          resolve();
        },
        reject: (error) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      waiter = entry;
      void flow.send({ type: 'required', method });
      if (store.get(walletUiMountsAtom) > 0) store.set(recoveryPromptAtom, (previous) => (previous ?? 0) + 1);
      return promise;
    },
  };
}

const gateKey = Symbol('recovery-gate');

/** The core's recovery gate, created on first use. */
export const getRecoveryGate = (core: FoyerCore): RecoveryGate => core.memo(gateKey, () => createRecoveryGate(core));
