import type { LoginMode } from '../../core/api/wire.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { IntentRefusalCode, RefusalCode } from '../../core/flow/failures.ts';
import { checkIntent } from '../../core/flow/intent.ts';
import type { RunFacts } from '../../core/flow/sessionFacts.ts';
import { machineSteps, type SteppedRunSnapshot } from '../../core/flow/steps.ts';
import type { FlowIntent, FlowResult, Transition } from '../../core/flow/types.ts';
import type { SiweEffectFailureCode } from './siweLogin.flow.ts';

/** The spec's SIWE flow states (login-and-accounts.md §4), in order; `initial` before anything is asked. */
export const siweLoginStatuses = [
  'initial',
  'generating-message',
  'awaiting-signature',
  'submitting-signature',
  'done',
  'error',
] as const;
export type SiweLoginStatus = (typeof siweLoginStatuses)[number];

/** The wallet the message is for, as the server records it (reference §5.8). */
export interface SiweWallet {
  /** `0x…`; checksummed (EIP-55) by the runtime before it reaches the machine. */
  address: string;
  /** CAIP-2, `eip155:1`. */
  chainId: string;
  walletClientType: string | null;
  connectorType: string | null;
}

interface Common {
  wallet: SiweWallet | null;
  /** The EIP-4361 message to sign (from `awaiting-signature` on). */
  message: string | null;
  disableSignup: boolean;
}

/** Which step failed: the nonce, the wallet's signature, or the server's check. */
export type SiweFailedStep = 'generate' | 'sign' | 'submit';

/** What the machine refuses a command with, before any call. */
const refusals = {
  badWallet: (wallet: SiweWallet) =>
    new FoyerError(
      ErrorCode.INVALID_DATA,
      `generateMessage() needs a 0x address and an eip155 chain id; got ${wallet.address} on ${wallet.chainId}`,
    ),
  noMessage: () =>
    new FoyerError(ErrorCode.NO_FLOW_IN_PROGRESS, 'loginWithSignature() needs a message from generateMessage() first'),
  otherMessage: () =>
    new FoyerError(ErrorCode.INVALID_MESSAGE, 'The signed message is not the one generateMessage() built'),
  noWallet: () => new FoyerError(ErrorCode.NO_FLOW_IN_PROGRESS, 'No wallet to sign in with'),
};

/**
 * The codes the SIWE flow gives (`state.error.code`, `onError`): the intent rules', the machine's
 * refusals, and its effects' (the nonce call and its captcha, the wallet's signature, the check).
 */
export type SiweLoginErrorCode = IntentRefusalCode | RefusalCode<typeof refusals> | SiweEffectFailureCode;

export type SiweLoginSnapshot = SteppedRunSnapshot<
  'generating-message' | 'awaiting-signature' | 'submitting-signature',
  FlowResult<'siwe'>,
  SiweFailedStep,
  FoyerError<SiweLoginErrorCode>,
  Common
>;

export type SiweRunFacts = RunFacts;

export type SiweLoginEvent =
  /** `sign`: the runtime asks the connected wallet to sign once the message is ready. */
  | { type: 'generate'; wallet: SiweWallet; disableSignup: boolean; sign: boolean; facts: SiweRunFacts }
  | { type: 'messageReady'; message: string; sign: boolean }
  | { type: 'signed'; signature: string; facts: SiweRunFacts }
  | { type: 'submit'; message: string; signature: string; facts: SiweRunFacts }
  | { type: 'verified'; result: FlowResult<'siwe'> }
  | { type: 'failed'; error: FoyerError<SiweLoginErrorCode>; step: SiweFailedStep }
  | { type: 'reset' };

export type SiweLoginEffect =
  | { type: 'generateMessage'; address: string; chainId: string; sign: boolean }
  | { type: 'requestSignature'; message: string }
  | {
      type: 'verifySignature';
      intent: FlowIntent;
      wallet: SiweWallet;
      message: string;
      signature: string;
      mode: LoginMode;
    };

export const initialSiweLoginSnapshot: SiweLoginSnapshot = {
  status: 'initial',
  wallet: null,
  message: null,
  disableSignup: false,
  error: null,
  failedStep: null,
  result: null,
};

type Step = Transition<SiweLoginSnapshot, SiweLoginEffect>;
const step = /* @__PURE__ */ machineSteps<SiweLoginSnapshot, SiweLoginEffect>(initialSiweLoginSnapshot);

/** Where the message's address is refused before any call: not `0x` and 40 hex digits. */
const isAddress = (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address);
const isCaip2 = (chainId: string) => /^eip155:[1-9][0-9]*$/.test(chainId);

/**
 * Pure transition of Sign-In With Ethereum (spec §4 'SIWE and SIWS'): fetch a nonce once and build
 * the EIP-4361 message (`generating-message`), wait for the wallet's signature
 * (`awaiting-signature`), then authenticate or link (`submitting-signature`). The intent rules
 * (a login needs a visitor, a link a user with room for a wallet) are checked before any call.
 */
export function siweLoginMachine(snapshot: SiweLoginSnapshot, event: SiweLoginEvent): Step {
  const base = step.fields(snapshot);
  switch (event.type) {
    case 'generate': {
      const next: Common = { wallet: event.wallet, message: null, disableSignup: event.disableSignup };
      const refused = checkIntent(event.facts.intent, event.facts.session, 'wallet');
      if (refused) return step.fail(next, refused, 'generate');
      if (!isAddress(event.wallet.address) || !isCaip2(event.wallet.chainId)) {
        return step.fail(next, refusals.badWallet(event.wallet), 'generate');
      }
      return step.pending(next, 'generating-message', {
        type: 'generateMessage',
        address: event.wallet.address,
        chainId: event.wallet.chainId,
        sign: event.sign,
      });
    }
    case 'messageReady':
      if (snapshot.status !== 'generating-message') return step.stay(snapshot);
      return event.sign
        ? step.pending({ ...base, message: event.message }, 'awaiting-signature', {
            type: 'requestSignature',
            message: event.message,
          })
        : step.pending({ ...base, message: event.message }, 'awaiting-signature');
    case 'signed':
      if (snapshot.status !== 'awaiting-signature' || base.message === null) return step.stay(snapshot);
      return submit(base, base.message, event.signature, event.facts);
    case 'submit': {
      if (base.wallet === null || base.message === null) {
        return step.fail(base, refusals.noMessage(), 'submit');
      }
      if (event.message !== base.message) {
        return step.fail(base, refusals.otherMessage(), 'submit');
      }
      return submit(base, event.message, event.signature, event.facts);
    }
    case 'verified':
      if (snapshot.status !== 'submitting-signature') return step.stay(snapshot);
      return step.done(base, event.result);
    case 'failed':
      if (snapshot.status === 'done' || snapshot.status === 'error' || snapshot.status === 'initial')
        return step.stay(snapshot);
      return step.fail(base, event.error, event.step);
    case 'reset':
      return step.reset();
  }
}

function submit(base: Common, message: string, signature: string, facts: SiweRunFacts): Step {
  const refused = checkIntent(facts.intent, facts.session, 'wallet');
  if (refused || base.wallet === null) {
    return step.fail(base, refused ?? refusals.noWallet(), 'submit');
  }
  return step.pending(base, 'submitting-signature', {
    type: 'verifySignature',
    intent: facts.intent,
    wallet: base.wallet,
    message,
    signature,
    mode: base.disableSignup ? 'no-signup' : 'login-or-sign-up',
  });
}
