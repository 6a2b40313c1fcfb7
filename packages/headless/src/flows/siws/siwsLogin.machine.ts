import type { SiwsMessageType } from '../../core/api/routes/siws.ts';
import type { LoginMode } from '../../core/api/wire.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError, ValidationError } from '../../core/errors/FoyerError.ts';
import type { IntentRefusalCode, RefusalCode } from '../../core/flow/failures.ts';
import { checkIntent } from '../../core/flow/intent.ts';
import type { RunFacts } from '../../core/flow/sessionFacts.ts';
import { machineSteps, type SteppedRunSnapshot } from '../../core/flow/steps.ts';
import type { FlowResult, Transition } from '../../core/flow/types.ts';
import type { SiwsEffectFailureCode } from './siwsLogin.flow.ts';
import { isSolanaAddress, toWireSignature } from './siwsSignature.ts';

/** The spec's SIWE/SIWS flow states, in order. Stories and tests iterate over this list. */
export const siwsLoginStatuses = [
  'initial',
  'generating-message',
  'awaiting-signature',
  'submitting-signature',
  'done',
  'error',
] as const;
export type SiwsLoginStatus = (typeof siwsLoginStatuses)[number];

/** SIWS logs a visitor in or links a wallet to the signed-in user (no update). */
export type SiwsIntent = 'login' | 'link';

/** Which wallet signs: the wire's `walletClientType` and `connectorType` (null when unknown). */
export interface SiwsWalletMeta {
  walletClientType: string | null;
  connectorType: string | null;
}

/**
 * A connected Solana wallet, as `loginWithWallet` uses it: an `ExternalWalletConnection` of
 * `@foyer/headless/solana` (`connectSolanaWallet`) is one.
 */
export interface SiwsSigner {
  address: string;
  option: { id: string; connectorType: string };
  /** Signs the text; resolves with the signature (base58, base64 or bytes). */
  signMessage(message: string, options?: { signal?: AbortSignal }): Promise<string | Uint8Array>;
  /**
   * For wallets that sign no messages (Ledger): signs a transaction whose Memo instruction carries
   * `message`; resolves with the base64 serialized transaction message and the signature.
   */
  signMemoTransaction?(
    message: string,
    options?: { signal?: AbortSignal },
  ): Promise<{ message: string; signature: string | Uint8Array }>;
}

interface Common {
  /** The wallet's base58 address. */
  address: string | null;
  /** The nonce `/api/v1/siws/init` gave for it (fetched once per message). */
  nonce: string | null;
  /** The SIWS text to sign. */
  message: string | null;
  wallet: SiwsWalletMeta;
  disableSignup: boolean;
}

/** Which step failed: the message (nonce), the wallet's signature, or the server's check. */
export type SiwsFailedStep = 'generate' | 'sign' | 'submit';

/** What the machine refuses a command with, before any call. */
const refusals = {
  badAddress: (address: string) =>
    new ValidationError('address', ErrorCode.INVALID_DATA, `"${address}" is not a base58 Solana address`),
  noMessage: (command: string) =>
    new FoyerError(ErrorCode.NO_FLOW_IN_PROGRESS, `${command}() needs a message; call generateMessage() first`),
  otherSigner: (named: string | null, signer: string) =>
    new FoyerError(ErrorCode.UNABLE_TO_SIGN, `The message names ${named}, not ${signer}`),
  otherMessage: () =>
    new FoyerError(ErrorCode.INVALID_MESSAGE, 'The signed message is not the one generateMessage() built'),
  badSignature: () =>
    new ValidationError('signature', ErrorCode.INVALID_DATA, 'The signature is not 64 bytes (base58 or base64)'),
};

/**
 * The codes the SIWS flow gives (`state.error.code`, `onError`): the intent rules', the machine's
 * refusals, and its effects' (the nonce call and its captcha, the wallet's signature, the check).
 */
export type SiwsLoginErrorCode = IntentRefusalCode | RefusalCode<typeof refusals> | SiwsEffectFailureCode;

export type SiwsLoginSnapshot = SteppedRunSnapshot<
  'generating-message' | 'awaiting-signature' | 'submitting-signature',
  FlowResult<'siws'>,
  SiwsFailedStep,
  FoyerError<SiwsLoginErrorCode>,
  Common
>;

/** What the machine is told about the world when a command starts. */
export type SiwsRunFacts = RunFacts<SiwsIntent>;

export type SiwsLoginEvent =
  | { type: 'generate'; address: string; wallet: SiwsWalletMeta; disableSignup: boolean; facts: SiwsRunFacts }
  | { type: 'messageReady'; nonce: string; message: string }
  | { type: 'generateFailed'; error: FoyerError<SiwsLoginErrorCode> }
  | { type: 'sign'; signer: SiwsSigner; messageType: SiwsMessageType; facts: SiwsRunFacts }
  | { type: 'signFailed'; error: FoyerError<SiwsLoginErrorCode> }
  | {
      type: 'submit';
      signature: string | Uint8Array;
      message: string;
      messageType: SiwsMessageType;
      facts: SiwsRunFacts;
    }
  | { type: 'verified'; result: FlowResult<'siws'> }
  | { type: 'submitFailed'; error: FoyerError<SiwsLoginErrorCode> }
  | { type: 'reset' };

export type SiwsLoginEffect =
  | { type: 'fetchNonce'; address: string }
  | { type: 'requestSignature'; signer: SiwsSigner; message: string; messageType: SiwsMessageType }
  | {
      type: 'submitSignature';
      intent: SiwsIntent;
      address: string;
      message: string;
      /** base64 */
      signature: string;
      messageType: SiwsMessageType;
      mode: LoginMode;
      wallet: SiwsWalletMeta;
    };

export const initialSiwsLoginSnapshot: SiwsLoginSnapshot = {
  status: 'initial',
  address: null,
  nonce: null,
  message: null,
  wallet: { walletClientType: null, connectorType: null },
  disableSignup: false,
  error: null,
  failedStep: null,
  result: null,
};

type Step = Transition<SiwsLoginSnapshot, SiwsLoginEffect>;

const step = /* @__PURE__ */ machineSteps<SiwsLoginSnapshot, SiwsLoginEffect>(initialSiwsLoginSnapshot);

/** A message is held and still unused: its nonce has not been sent to the server yet. */
const canSign = (snapshot: SiwsLoginSnapshot) =>
  snapshot.message !== null &&
  (snapshot.status === 'awaiting-signature' || (snapshot.status === 'error' && snapshot.failedStep === 'sign'));

/**
 * Pure transition for Sign-In With Solana (spec §4 'SIWE and SIWS'): fetch a nonce once, build the
 * message, have the wallet sign it (plain text, or a memo transaction), then authenticate or link.
 * The intent rules and the address and signature checks happen here, before any call.
 */
export function siwsLoginMachine(snapshot: SiwsLoginSnapshot, event: SiwsLoginEvent): Step {
  const base = step.fields(snapshot);
  switch (event.type) {
    case 'generate': {
      const address = event.address.trim();
      const next: Common = {
        address,
        nonce: null,
        message: null,
        wallet: event.wallet,
        disableSignup: event.disableSignup,
      };
      const refused = checkIntent(event.facts.intent, event.facts.session, 'wallet');
      if (refused) return step.fail(next, refused, 'generate');
      if (!isSolanaAddress(address)) {
        return step.fail(next, refusals.badAddress(address), 'generate');
      }
      // The nonce is fetched once: asking again for the same address keeps the message in hand.
      if (canSign(snapshot) && snapshot.address === address) {
        return step.pending(
          { ...base, wallet: event.wallet, disableSignup: event.disableSignup },
          'awaiting-signature',
        );
      }
      return step.pending(next, 'generating-message', { type: 'fetchNonce', address });
    }
    case 'messageReady':
      if (snapshot.status !== 'generating-message') return step.stay(snapshot);
      return step.pending({ ...base, nonce: event.nonce, message: event.message }, 'awaiting-signature');
    case 'generateFailed':
      return snapshot.status === 'generating-message' ? step.fail(base, event.error, 'generate') : step.stay(snapshot);
    case 'sign': {
      if (!canSign(snapshot) || base.message === null)
        return step.fail(base, refusals.noMessage('loginWithWallet'), 'sign');
      const refused = checkIntent(event.facts.intent, event.facts.session, 'wallet');
      if (refused) return step.fail(base, refused, 'sign');
      if (event.signer.address !== base.address) {
        return step.fail(base, refusals.otherSigner(base.address, event.signer.address), 'sign');
      }
      return step.pending(base, 'awaiting-signature', {
        type: 'requestSignature',
        signer: event.signer,
        message: base.message,
        messageType: event.messageType,
      });
    }
    case 'signFailed':
      return snapshot.status === 'awaiting-signature' ? step.fail(base, event.error, 'sign') : step.stay(snapshot);
    case 'submit': {
      if (!canSign(snapshot) || base.address === null || base.message === null) {
        return step.fail(base, refusals.noMessage('loginWithSignature'), 'submit');
      }
      const refused = checkIntent(event.facts.intent, event.facts.session, 'wallet');
      if (refused) return step.fail(base, refused, 'submit');
      if (event.messageType === 'plain' && event.message !== base.message) {
        return step.fail(base, refusals.otherMessage(), 'submit');
      }
      const signature = toWireSignature(event.signature);
      if (signature === null) {
        return step.fail(base, refusals.badSignature(), 'submit');
      }
      return step.pending(base, 'submitting-signature', {
        type: 'submitSignature',
        intent: event.facts.intent,
        address: base.address,
        message: event.message,
        signature,
        messageType: event.messageType,
        mode: base.disableSignup ? 'no-signup' : 'login-or-sign-up',
        wallet: base.wallet,
      });
    }
    case 'verified':
      if (snapshot.status !== 'submitting-signature') return step.stay(snapshot);
      return step.done(base, event.result);
    case 'submitFailed':
      // The nonce went to the server: a retry generates a new message.
      return snapshot.status === 'submitting-signature'
        ? step.fail({ ...base, nonce: null, message: null }, event.error, 'submit')
        : step.stay(snapshot);
    case 'reset':
      return step.reset();
  }
}
