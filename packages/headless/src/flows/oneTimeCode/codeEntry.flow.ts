import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import { AbortedError } from '../../core/errors/FoyerError.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import type { FlowResult } from '../../core/flow/types.ts';
import {
  type CodeEntryEffect,
  type CodeEntryEvent,
  type CodeEntrySnapshot,
  type CodeFlowSnapshot,
  codeEntryMachine,
  initialCodeEntrySnapshot,
} from './codeEntry.machine.ts';

/** What code entry drives and reports to: the code flow's commands, and the screen's callbacks. */
export interface CodeEntryCallbacks {
  /** The code flow's `loginWithCode` (`useEmailLogin`, `useSmsLogin`, or a core flow's command). */
  loginWithCode(args: { code: string }): Promise<CodeFlowSnapshot>;
  resendCode(): Promise<CodeFlowSnapshot>;
  /** The code was accepted: the login (link, update) is complete. */
  onComplete?: ((result: FlowResult) => void) | undefined;
  /** An error that belongs on another screen (anything but a refused or unconfirmed code). */
  onFailure?: ((error: FoyerError) => void) | undefined;
}

/** Code entry's commands. None rejects. */
export interface CodeEntryCommands {
  /** Submits a full code (the boxes call it when full); ignored while a code is checked or sent. */
  submit(code: string): Promise<CodeEntrySnapshot>;
  /** Sends a new code; ignored while a code is checked or sent. */
  resend(): Promise<CodeEntrySnapshot>;
  /** Settles a command the screen ran itself (its first `sendCode`) as code entry would. */
  settle(snapshot: CodeFlowSnapshot): Promise<CodeEntrySnapshot>;
}

export interface CodeEntryFlow extends Flow<CodeEntrySnapshot, CodeEntryEvent, CodeEntryCallbacks> {
  commands: CodeEntryCommands;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new AbortedError('The wrong-code pause'));
      },
      { once: true },
    );
  });

/**
 * Code entry for the e-mail and SMS code screens and any custom UI: the machine plus its effects
 * (the flow's commands, the 1.4 s pause after a wrong code, the screen's callbacks). Set
 * `callbacks` to the flow's commands before the first command (`useCodeEntry` does). `now` is the
 * clock of the resend cooldown (default `Date.now`, the clock the countdown reads).
 */
export function createCodeEntryFlow(
  core: Pick<FoyerCore, 'store'>,
  options: { now?: (() => number) | undefined } = {},
): CodeEntryFlow {
  const now = options.now ?? Date.now;
  const flow = createFlow<CodeEntrySnapshot, CodeEntryEvent, CodeEntryEffect, CodeEntryCallbacks>(core, {
    initial: initialCodeEntrySnapshot,
    machine: codeEntryMachine,
    failed: (_effect, error): CodeEntryEvent => ({ type: 'broken', error }),
    async run(effect, { signal }): Promise<CodeEntryEvent> {
      const { callbacks } = flow;
      switch (effect.type) {
        case 'submit':
          return {
            type: 'settled',
            snapshot: await callbacks.loginWithCode({ code: effect.code }),
            resent: false,
            at: now(),
          };
        case 'resend':
          return { type: 'settled', snapshot: await callbacks.resendCode(), resent: true, at: now() };
        case 'complete':
          callbacks.onComplete?.(effect.result);
          return { type: 'reported' };
        case 'fail':
          callbacks.onFailure?.(effect.error);
          return { type: 'reported' };
        case 'wait':
          await sleep(effect.ms, signal);
          return { type: 'cleared' };
      }
    },
  });
  const commands: CodeEntryCommands = {
    submit: (code) => flow.send({ type: 'submit', code }),
    resend: () => flow.send({ type: 'resend' }),
    settle: (snapshot) => flow.send({ type: 'settled', snapshot, resent: false, at: now() }),
  };
  return Object.assign(flow, { commands });
}
