import * as mfaRoutes from '../../core/api/routes/mfa.ts';
import type { MfaMethod } from '../../core/api/wire.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { AbortedError, FoyerError, isFoyerError, toFoyerError } from '../../core/errors/FoyerError.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import type { ActionCallbacks } from '../../core/flow/types.ts';
import { appConfigAtom, userAtom } from '../../core/store/atoms.ts';
import { MFA_LIMITS, type MfaFields } from '../../core/wallets/protocol.ts';
import type { PasskeyAuthenticator } from '../../flows/passkey/browserAuthenticator.ts';
import { walletUiMountsAtom } from '../embedded/walletUi.ts';
import {
  initialMfaChallengeSnapshot,
  type MfaChallengeEffect,
  type MfaChallengeEvent,
  type MfaChallengeSnapshot,
  type MfaCode,
  mfaChallengeMachine,
  mfaTimeout,
} from './challenge.machine.ts';
import { mfaPromptAtom } from './mfaPrompt.ts';

/** An app's handler of MFA challenges (`useRegisterMfaListener`). */
export type MfaRequiredListener = (event: { mfaMethods: readonly MfaMethod[] }) => void;

export interface MfaGateOptions {
  /** Replaces the browser's WebAuthn for passkey verification (tests). */
  authenticator?: PasskeyAuthenticator | undefined;
  /** The page's origin, which a passkey assertion names (default `location.origin`; tests outside a browser). */
  relyingParty?: string | undefined;
}

export interface MfaChallengeCommands {
  /** Picks a method: SMS texts a code, a passkey opens the browser's prompt and verifies, TOTP waits for `submit`. */
  init(method: MfaMethod): Promise<MfaChallengeSnapshot>;
  /** Submits a 6-digit code (SMS, authenticator app) or a passkey assertion (snake_case) for the waiting request. */
  submit(method: MfaMethod, code: MfaCode): Promise<MfaChallengeSnapshot>;
  /** Back to the list of methods (only when the user has several). */
  chooseAnother(): void;
  /** Texts the SMS code again. */
  resendCode(): Promise<MfaChallengeSnapshot>;
  /** Gives up: the waiting request fails with `mfa_canceled`. */
  cancel(): void;
}

export interface MfaGate {
  /** The challenge of the wallet request that waits for MFA, as a flow. */
  readonly flow: Flow<MfaChallengeSnapshot, MfaChallengeEvent, ActionCallbacks<true>> & {
    commands: MfaChallengeCommands;
  };
  /**
   * Sends a wallet request (`send`, with MFA fields or none) and, when the wallet answers that it
   * needs MFA, waits for the user's verification and sends it again with it (spec §4 'retry loop').
   * `always`: verify first (`mfa:verify`, `mfa:unenroll`).
   */
  guard<T>(send: (fields: MfaFields) => Promise<T>, options?: { always?: boolean; signal?: AbortSignal }): Promise<T>;
  /** Registers an app's handler; returns its removal. */
  listen(listener: MfaRequiredListener): () => void;
}

/** The wallet iframe answered that the request needs MFA (none given, or a wrong code). */
const needsMfa = (error: unknown) => isFoyerError(error, ErrorCode.MISSING_OR_INVALID_MFA);
const pageOrigin = () => (typeof location === 'undefined' ? '' : location.origin);

interface Waiter {
  resolve(fields: Required<MfaFields>): void;
  reject(error: FoyerError): void;
}

/**
 * The MFA gate of a core (one per core, `getMfaGate`): one challenge at a time. A second request
 * that needs MFA while one is open waits for it, then tries again (the iframe keeps the verification
 * for 15 minutes).
 */
export function createMfaGate(core: FoyerCore, options: MfaGateOptions = {}): MfaGate {
  const { store } = core;
  const listeners = new Set<MfaRequiredListener>();
  const relyingParty = () => options.relyingParty ?? pageOrigin();
  let waiter: Waiter | null = null;
  /** The resent request's outcome, which the `resume` effect reports. */
  let outcome: { resolve(): void; reject(error: unknown): void } | null = null;
  /** Settles when the open challenge ends (either way). */
  let open: Promise<void> | null = null;

  const flow = createFlow<MfaChallengeSnapshot, MfaChallengeEvent, MfaChallengeEffect, ActionCallbacks<true>>(core, {
    initial: initialMfaChallengeSnapshot,
    machine: mfaChallengeMachine,
    failed: (effect, error) => (effect.type === 'abandon' ? { type: 'ended', error } : { type: 'rejected', error }),
    async run(effect, { signal }) {
      switch (effect.type) {
        case 'send-code':
          await core.api.call(mfaRoutes.smsInit, { body: { action: 'verify' }, signal });
          return { type: 'code-sent' };
        case 'passkey': {
          let code: Record<string, unknown>;
          try {
            const { passkeyAssertion } = await import('./passkeyAssertion.ts');
            code = await passkeyAssertion(core, options.authenticator, signal);
          } catch (error) {
            return { type: 'prompt-failed', error: toFoyerError(error) };
          }
          await resume({ mfaMethod: 'passkey', mfaCode: code, relyingParty: relyingParty() });
          return { type: 'passed' };
        }
        case 'resume':
          await resume(effect.fields);
          return { type: 'passed' };
        case 'abandon':
          waiter?.reject(effect.error);
          waiter = null;
          return { type: 'ended', error: effect.error };
      }
    },
  });

  /** Hands `fields` to the waiting request and resolves once it went through (rejects with its failure). */
  function resume(fields: Required<MfaFields>): Promise<void> {
    const settled = new Promise<void>((resolve, reject) => {
      outcome = { resolve, reject };
    });
    const current = waiter;
    waiter = null;
    if (!current) return Promise.reject(new AbortedError('The MFA-guarded request'));
    current.resolve(fields);
    return settled;
  }

  const commands: MfaChallengeCommands = {
    init: (method) => flow.send({ type: 'choose', method }),
    submit: (method, code) => flow.send({ type: 'submit', method, code, relyingParty: relyingParty() }),
    chooseAnother: () => void flow.send({ type: 'choose-another' }),
    resendCode: () => flow.send({ type: 'resend' }),
    cancel: () => void flow.send({ type: 'cancel' }),
  };

  /** The user's methods, read again from the provider when the session's copy has none. */
  async function methods(): Promise<readonly MfaMethod[]> {
    const known = store.get(userAtom)?.mfaMethods ?? [];
    if (known.length > 0) return known;
    return (await core.session.refreshUser())?.mfaMethods ?? [];
  }

  /** Who asks the user: the app's listeners, else a mounted wallet UI (unless `noPromptOnMfaRequired`). */
  function announce(mfaMethods: readonly MfaMethod[]): boolean {
    for (const listener of [...listeners]) {
      try {
        listener({ mfaMethods });
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    return listeners.size > 0;
  }

  /** Waits for the user's fields (spec §9: 300 s); the first wait of a request opens the challenge. */
  function fieldsOf(first: readonly MfaMethod[] | null, signal?: AbortSignal): Promise<Required<MfaFields>> {
    return new Promise<Required<MfaFields>>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const fail = (error: FoyerError) => {
        if (waiter === entry) waiter = null;
        finish();
        void flow.send({ type: 'ended', error });
        reject(error);
      };
      const entry: Waiter = {
        resolve: (fields) => {
          finish();
          resolve(fields);
        },
        reject: (error) => {
          finish();
          reject(error);
        },
      };
      const onAbort = () => fail(new AbortedError('The MFA-guarded request'));
      const timer = setTimeout(() => fail(mfaTimeout()), MFA_LIMITS.codeWaitMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      waiter = entry;
      if (first) {
        const handledByApp = announce(first);
        void flow.send({ type: 'required', methods: first, handledByApp });
        const config = store.get(appConfigAtom);
        const prompt = !handledByApp && !config?.mfa.noPromptOnMfaRequired && store.get(walletUiMountsAtom) > 0;
        if (prompt) store.set(mfaPromptAtom, (previous) => (previous ?? 0) + 1);
      }
    });
  }

  /** Opens a challenge for this request (or waits for the open one and reports that it did). */
  async function challenge(signal?: AbortSignal): Promise<Required<MfaFields> | null> {
    if (open) {
      await open.catch(() => undefined);
      return null;
    }
    const mfaMethods = await methods();
    if (mfaMethods.length === 0) {
      throw new FoyerError(ErrorCode.MISSING_OR_INVALID_MFA, 'The wallet asks for MFA but the user has no MFA method');
    }
    let close = () => {};
    open = new Promise<void>((resolve) => {
      close = resolve;
    });
    const closing = () => {
      open = null;
      store.set(mfaPromptAtom, null);
      close();
    };
    const unsubscribe = flow.subscribe(() => {
      const { status } = flow.getSnapshot();
      if (status === 'done' || status === 'error') {
        unsubscribe();
        closing();
      }
    });
    try {
      return await fieldsOf(mfaMethods, signal);
    } catch (error) {
      unsubscribe();
      closing();
      throw error;
    }
  }

  flow.start();
  // A logout ends the challenge: the waiting request fails, the prompt closes.
  let user = store.get(userAtom);
  store.sub(userAtom, () => {
    const next = store.get(userAtom);
    if (user && !next && waiter) {
      const error = new FoyerError(ErrorCode.MUST_BE_AUTHENTICATED, 'The session ended during MFA verification');
      void flow.send({ type: 'ended', error });
      waiter.reject(error);
      waiter = null;
    }
    user = next;
  });

  return {
    flow: Object.assign(flow, { commands }),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async guard(send, { always = false, signal } = {}) {
      let fields: MfaFields = {};
      if (always) fields = (await challenge(signal)) ?? {};
      for (;;) {
        const resent = fields.mfaMethod !== undefined;
        try {
          const result = await send(fields);
          if (resent) outcome?.resolve();
          return result;
        } catch (error) {
          if (resent) {
            // The machine decides: another try (a wrong code) or the end of the challenge.
            outcome?.reject(toFoyerError(error));
            if (!needsMfa(error)) throw error;
            fields = await fieldsOf(null, signal);
            continue;
          }
          if (!needsMfa(error)) throw error;
          fields = (await challenge(signal)) ?? {};
        }
      }
    },
  };
}

const gateKey = Symbol('mfa-gate');

/** The core's MFA gate, created on first use (`options` count on the first call only: tests). */
export const getMfaGate = (core: FoyerCore, options?: MfaGateOptions): MfaGate =>
  core.memo(gateKey, () => createMfaGate(core, options));
