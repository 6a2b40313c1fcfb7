import { spendCode } from '../../core/api/oneTimeCode.ts';
import type { LoginMode } from '../../core/api/wire.ts';
import { HEADER } from '../../core/constants.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { FoyerErrorCode } from '../../core/errors/codes.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import { reported } from '../../core/flow/failures.ts';
import type { RunFacts } from '../../core/flow/sessionFacts.ts';
import type { FlowIntent, Machine } from '../../core/flow/types.ts';
import { preloadVerify, type VerifyCalls, verify, visitorCaptcha } from '../../core/flow/verify.ts';
import type { CodeLoginEffect, CodeLoginEvent, CodeLoginSnapshot } from './oneTimeCode.machine.ts';

/** A one-time-code flow's calls: the e-mail and the SMS routes. */
export interface CodeCalls<SendTo, VerifyAt, Method extends string> {
  /** The init call: sends a code to `to`. `captcha` is `{}` or `{ token }` (a visitor's, when the app uses one). */
  sendCode(
    to: SendTo,
    captcha: { token?: string },
    call: { signal: AbortSignal; headers?: Record<string, string> },
  ): Promise<unknown>;
  /** The verify stage's calls for `code` at `at`. Each spends the code: this flow sends it once. */
  verify(at: VerifyAt & { code: string; mode: LoginMode }, signal: AbortSignal): VerifyCalls<Method>;
}

/** The commands both code flows share (each adds its own `sendCode`). None rejects. */
export interface CodeLoginCommands<Snapshot> {
  /** Sends a new code to the same destination. */
  resendCode(): Promise<Snapshot>;
  /** Verifies the code (six digits; whitespace is stripped) and logs in, links or updates. */
  loginWithCode(args: { code: string }): Promise<Snapshot>;
  reset(): void;
}

/**
 * The one-time-code flow of e-mail and SMS: the machine and its two effects, send (with the
 * visitor's captcha) and verify (the verify stage, each call spending the code once through
 * `spendCode`: a lost reply ends in `code_outcome_unknown`). Returns the flow and the shared commands.
 */
export function createCodeLoginFlow<
  To,
  Send,
  Facts extends RunFacts,
  SendTo,
  VerifyAt,
  Method extends string,
  Code extends FoyerErrorCode,
  Callbacks extends object,
>(
  core: FoyerCore,
  options: { intent: FlowIntent; kitUi?: boolean | undefined; initial: CodeLoginSnapshot<To, Method, Code> },
  definition: {
    machine: Machine<
      CodeLoginSnapshot<To, Method, Code>,
      CodeLoginEvent<Send, Facts, Method, Code>,
      CodeLoginEffect<SendTo, VerifyAt>
    >;
    /** The run facts, read when a command starts. */
    facts(): Facts;
    calls: CodeCalls<SendTo, VerifyAt, Method>;
  },
): {
  flow: Flow<CodeLoginSnapshot<To, Method, Code>, CodeLoginEvent<Send, Facts, Method, Code>, Callbacks>;
  commands: CodeLoginCommands<CodeLoginSnapshot<To, Method, Code>>;
} {
  type Event = CodeLoginEvent<Send, Facts, Method, Code>;
  const call = options.kitUi ? { headers: { [HEADER.ui]: 't' } } : {};
  const flow = createFlow<CodeLoginSnapshot<To, Method, Code>, Event, CodeLoginEffect<SendTo, VerifyAt>, Callbacks>(
    core,
    {
      initial: options.initial,
      machine: definition.machine,
      failed: (effect, error): Event =>
        effect.type === 'sendCode'
          ? { type: 'sendFailed', error: reported(error) }
          : { type: 'submitFailed', error: reported(error) },
      async run(effect, { signal }): Promise<Event> {
        if (effect.type === 'sendCode') {
          const captcha = await visitorCaptcha(core, options.intent, signal);
          await definition.calls.sendCode(effect as SendTo, captcha, { signal, ...call });
          preloadVerify(); // the code is on its way: the login is near
          return { type: 'codeSent', at: core.now() };
        }
        const calls = definition.calls.verify(effect as VerifyAt & { code: string; mode: LoginMode }, signal);
        const { intent } = effect;
        const result = await verify(core, { intent, signal, afterLogin: !options.kitUi, spend: spendCode }, calls);
        return { type: 'verified', result };
      },
    },
  );
  const commands: CodeLoginCommands<CodeLoginSnapshot<To, Method, Code>> = {
    resendCode: () => flow.send({ type: 'resend', facts: definition.facts() }),
    loginWithCode: ({ code }) => flow.send({ type: 'submit', code, facts: definition.facts() }),
    reset: () => flow.reset(),
  };
  return { flow, commands };
}
