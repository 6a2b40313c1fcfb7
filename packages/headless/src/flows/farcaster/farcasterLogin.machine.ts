import type { LoginMode } from '../../core/api/wire.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { CaptchaFailureCode, IntentRefusalCode, VerifyFailureCode } from '../../core/flow/failures.ts';
import { checkIntent } from '../../core/flow/intent.ts';
import type { RunFacts } from '../../core/flow/sessionFacts.ts';
import { machineSteps, type RunSnapshot } from '../../core/flow/steps.ts';
import type { FlowIntent, FlowResult, Transition } from '../../core/flow/types.ts';
import type { FarcasterEffectFailureCode } from './farcasterLogin.flow.ts';

/**
 * The Farcaster flow's states, in order: a relay channel is created, the Farcaster app is asked to
 * approve (its status is polled), then the signed message is verified by the server.
 */
export const farcasterLoginStatuses = [
  'initial',
  'initializing',
  'awaiting-approval',
  'authenticating',
  'done',
  'error',
] as const;
export type FarcasterLoginStatus = (typeof farcasterLoginStatuses)[number];

interface Common {
  intent: FlowIntent;
  /** The relay channel (from `initializing` on). */
  channelToken: string | null;
  /** What the Farcaster app opens: the QR code's content and the mobile link. */
  connectUri: string | null;
  disableSignup: boolean;
}

/**
 * The codes the Farcaster flow gives (`state.error.code`, `onError`): the intent rules', the
 * channel call's captcha, no approval in time, and the calls' (channel, status, check).
 */
export type FarcasterLoginErrorCode =
  | IntentRefusalCode
  | CaptchaFailureCode
  | FarcasterEffectFailureCode
  | VerifyFailureCode;

export type FarcasterLoginSnapshot = RunSnapshot<
  'initializing' | 'awaiting-approval' | 'authenticating',
  FlowResult<'farcaster'>,
  FoyerError<FarcasterLoginErrorCode>,
  Common
>;

export type FarcasterRunFacts = RunFacts;

/** What the Farcaster app signed, from the channel's completed status. */
export interface FarcasterApproval {
  message: string;
  signature: `0x${string}`;
  fid: number;
}

export type FarcasterLoginEvent =
  | { type: 'start'; disableSignup: boolean; facts: FarcasterRunFacts }
  | { type: 'channelCreated'; channelToken: string; connectUri: string }
  | ({ type: 'approved' } & FarcasterApproval)
  | { type: 'verified'; result: FlowResult<'farcaster'> }
  | { type: 'failed'; error: FoyerError<FarcasterLoginErrorCode> }
  | { type: 'reset' };

export type FarcasterLoginEffect =
  | { type: 'createChannel' }
  | { type: 'awaitApproval'; channelToken: string }
  | ({ type: 'authenticate'; intent: FlowIntent; channelToken: string; mode: LoginMode } & FarcasterApproval);

export const initialFarcasterLoginSnapshot: FarcasterLoginSnapshot = {
  status: 'initial',
  intent: 'login',
  channelToken: null,
  connectUri: null,
  disableSignup: false,
  error: null,
  result: null,
};

type Step = Transition<FarcasterLoginSnapshot, FarcasterLoginEffect>;

const step = /* @__PURE__ */ machineSteps<FarcasterLoginSnapshot, FarcasterLoginEffect>(initialFarcasterLoginSnapshot);

/**
 * Pure transition. A login needs a visitor, a link a user without a Farcaster account
 * (`checkIntent`); each step's answer is taken only in the status that asked for it.
 */
export function farcasterLoginMachine(snapshot: FarcasterLoginSnapshot, event: FarcasterLoginEvent): Step {
  const base = step.fields(snapshot);
  switch (event.type) {
    case 'start': {
      const next: Common = {
        intent: event.facts.intent,
        channelToken: null,
        connectUri: null,
        disableSignup: event.disableSignup,
      };
      const refused = checkIntent(event.facts.intent, event.facts.session, 'farcaster');
      if (refused) return step.fail(next, refused);
      return step.pending(next, 'initializing', { type: 'createChannel' });
    }
    case 'channelCreated':
      if (snapshot.status !== 'initializing') return step.stay(snapshot);
      return step.pending(
        { ...base, channelToken: event.channelToken, connectUri: event.connectUri },
        'awaiting-approval',
        {
          type: 'awaitApproval',
          channelToken: event.channelToken,
        },
      );
    case 'approved': {
      if (snapshot.status !== 'awaiting-approval' || base.channelToken === null) return step.stay(snapshot);
      const { message, signature, fid } = event;
      const mode: LoginMode = base.disableSignup ? 'no-signup' : 'login-or-sign-up';
      return step.pending(base, 'authenticating', {
        type: 'authenticate',
        intent: base.intent,
        channelToken: base.channelToken,
        mode,
        message,
        signature,
        fid,
      });
    }
    case 'verified':
      if (snapshot.status !== 'authenticating') return step.stay(snapshot);
      return step.done(base, event.result);
    case 'failed':
      return snapshot.status === 'initializing' ||
        snapshot.status === 'awaiting-approval' ||
        snapshot.status === 'authenticating'
        ? step.fail(base, event.error)
        : step.stay(snapshot);
    case 'reset':
      return step.reset();
  }
}
