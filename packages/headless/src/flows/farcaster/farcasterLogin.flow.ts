import * as farcaster from '../../core/api/routes/farcaster.ts';
import { HEADER } from '../../core/constants.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { ApiError, FoyerError } from '../../core/errors/FoyerError.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import { type CodeOf, reported } from '../../core/flow/failures.ts';
import { runFacts } from '../../core/flow/sessionFacts.ts';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { verify, visitorCaptcha } from '../../core/flow/verify.ts';
import {
  type FarcasterLoginEffect,
  type FarcasterLoginErrorCode,
  type FarcasterLoginEvent,
  type FarcasterLoginSnapshot,
  farcasterLoginMachine,
  initialFarcasterLoginSnapshot,
} from './farcasterLogin.machine.ts';
import { abortableSleep, FARCASTER_POLL_MS, FARCASTER_TIMEOUT_MS, type FarcasterTimers } from './timing.ts';

/**
 * The Farcaster flow's commands. None of them rejects: each resolves with the snapshot once the run
 * has settled (done, or error), and a failure is in that snapshot and in `onError`.
 */
export interface FarcasterLoginCommands {
  /**
   * Creates a relay channel (`state.connectUri` is then what the Farcaster app opens: a QR code, or
   * a link on mobile), waits for the app's approval (polling every 2 s, for at most 120 s: then
   * `client_request_timeout`), and logs in (or links) with the signed message.
   */
  start(args?: { disableSignup?: boolean | undefined }): Promise<FarcasterLoginSnapshot>;
  reset(): void;
}

export interface FarcasterLoginFlowOptions<Intent extends FlowIntent = 'login'> {
  /** 'login' (default) or 'link' (add the Farcaster account to the signed-in user). */
  intent?: Intent | undefined;
  /** Set by `@foyer/ui`: its init call carries `privy-ui: t`, and its modal runs the after-login steps. */
  kitUi?: boolean | undefined;
  /** Replaces the clock and the waits of the polling (tests). Default: the core's clock and `setTimeout`. */
  timers?: FarcasterTimers | undefined;
}

export interface FarcasterLoginFlow<Intent extends FlowIntent = 'login'>
  extends Flow<
    FarcasterLoginSnapshot,
    FarcasterLoginEvent,
    FlowCallbacks<Intent, 'farcaster', FarcasterLoginErrorCode>
  > {
  commands: FarcasterLoginCommands;
}

/** The header the status poll names its channel with (reference §4). */
const CHANNEL_HEADER = 'farcaster-channel-token';

const timedOut = (why: string) => new FoyerError(ErrorCode.CLIENT_REQUEST_TIMEOUT, why);

/** What waiting for the approval fails with beside its calls: the channel expired, or no approval in time. */
export type FarcasterEffectFailureCode = CodeOf<ReturnType<typeof timedOut>>;

/** Sign In With Farcaster (reference §5.5): channel, approval by polling, then authenticate or link. */
export function createFarcasterLoginFlow<Intent extends FlowIntent = 'login'>(
  core: FoyerCore,
  options: FarcasterLoginFlowOptions<Intent> = {},
): FarcasterLoginFlow<Intent> {
  const intent: FlowIntent = options.intent ?? 'login';
  const { store, api } = core;
  const timers: FarcasterTimers = options.timers ?? { now: () => core.now(), sleep: abortableSleep };
  const call = options.kitUi ? { headers: { [HEADER.ui]: 't' } } : {};

  async function awaitApproval(channelToken: string, signal: AbortSignal): Promise<FarcasterLoginEvent> {
    const deadline = timers.now() + FARCASTER_TIMEOUT_MS;
    for (;;) {
      const answer = await api
        .call(farcaster.status, { headers: { [CHANNEL_HEADER]: channelToken }, signal })
        .catch((error: unknown) => {
          // 410: the relay let the channel expire (its own 120 s).
          throw error instanceof ApiError && error.status === 410 ? timedOut('The Farcaster channel expired') : error;
        });
      if (answer.state === 'completed') {
        return { type: 'approved', message: answer.message, signature: answer.signature, fid: answer.fid };
      }
      if (timers.now() + FARCASTER_POLL_MS > deadline) throw timedOut('No approval from Farcaster within 120 s');
      await timers.sleep(FARCASTER_POLL_MS, signal);
    }
  }

  const flow = createFlow<
    FarcasterLoginSnapshot,
    FarcasterLoginEvent,
    FarcasterLoginEffect,
    FlowCallbacks<Intent, 'farcaster', FarcasterLoginErrorCode>
  >(core, {
    initial: initialFarcasterLoginSnapshot,
    machine: farcasterLoginMachine,
    failed: (_effect, error): FarcasterLoginEvent => ({ type: 'failed', error: reported(error) }),
    async run(effect, { signal }): Promise<FarcasterLoginEvent> {
      if (effect.type === 'createChannel') {
        // Spec §2: a visitor's init carries the captcha's token when the app uses one.
        const body = await visitorCaptcha(core, intent, signal);
        const channel = await api.call(farcaster.init, { body, signal, ...call });
        return { type: 'channelCreated', channelToken: channel.channel_token, connectUri: channel.connect_uri };
      }
      if (effect.type === 'awaitApproval') return awaitApproval(effect.channelToken, signal);
      const { channelToken, message, signature, fid, mode } = effect;
      const proof = { channel_token: channelToken, message, signature, fid };
      const result = await verify(
        core,
        { intent: effect.intent, signal, afterLogin: !options.kitUi },
        {
          method: 'farcaster',
          isAccount: (account) => account.type === 'farcaster' && account.fid === fid,
          login: () => api.call(farcaster.authenticate, { body: { ...proof, mode }, signal }),
          link: () => api.call(farcaster.link, { body: proof, signal }),
          transfer: () => ({ account: { type: 'farcaster', fid }, linkMethod: 'farcaster' }),
        },
      );
      return { type: 'verified', result };
    },
  });

  const facts = () => runFacts(store, intent);
  const commands: FarcasterLoginCommands = {
    start: ({ disableSignup = false } = {}) => flow.send({ type: 'start', disableSignup, facts: facts() }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
