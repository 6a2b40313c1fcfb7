import type { SiwsMessageType, WireSiwsSignature } from '../../core/api/routes/siws.ts';
import * as siws from '../../core/api/routes/siws.ts';
import { HEADER } from '../../core/constants.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import { type CaptchaFailureCode, type CodeOf, reported, type VerifyFailureCode } from '../../core/flow/failures.ts';
import { runFacts } from '../../core/flow/sessionFacts.ts';
import type { FlowCallbacks } from '../../core/flow/types.ts';
import { verify, visitorCaptcha } from '../../core/flow/verify.ts';
import type { WalletFailureCode } from '../../wallets/external/errors.ts';
import {
  initialSiwsLoginSnapshot,
  type SiwsIntent,
  type SiwsLoginEffect,
  type SiwsLoginErrorCode,
  type SiwsLoginEvent,
  type SiwsLoginSnapshot,
  type SiwsSigner,
  siwsLoginMachine,
} from './siwsLogin.machine.ts';
import { buildSiwsMessage, pageLocation } from './siwsMessage.ts';

/**
 * The SIWS flow's commands. None of them rejects: each resolves with the snapshot once its work has
 * settled, and a failure is in that snapshot (`status: 'error'`, `failedStep`) and in `onError`.
 */
export interface SiwsLoginCommands {
  /**
   * Fetches a nonce for `address` (once: asking again for the same address keeps the message) and
   * builds the SIWS message; it is in `state.message` when the status is `awaiting-signature`.
   * `walletClientType` / `connectorType` describe the wallet to the server (e.g. `phantom`, `wallet_standard`).
   */
  generateMessage(args: {
    address: string;
    walletClientType?: string | undefined;
    connectorType?: string | undefined;
    disableSignup?: boolean | undefined;
  }): Promise<SiwsLoginSnapshot>;
  /**
   * Sends the wallet's signature of `message` (base58, base64 or bytes). With `messageType:
   * 'transaction'`, `message` is the base64 serialized transaction message whose Memo carries the
   * SIWS text, and `signature` the wallet's signature of it.
   */
  loginWithSignature(args: {
    signature: string | Uint8Array;
    message: string;
    messageType?: SiwsMessageType | undefined;
  }): Promise<SiwsLoginSnapshot>;
  /**
   * All three steps with a connected wallet: generate the message for its address, have it sign
   * (the text, or with `messageType: 'transaction'` a memo transaction: Ledger), and log in or link.
   */
  loginWithWallet(args: {
    wallet: SiwsSigner;
    messageType?: SiwsMessageType | undefined;
    disableSignup?: boolean | undefined;
  }): Promise<SiwsLoginSnapshot>;
  reset(): void;
}

export interface SiwsLoginFlowOptions<Intent extends SiwsIntent = 'login'> {
  /** 'login' (default) or 'link' (add the wallet to the signed-in user). */
  intent?: Intent | undefined;
  /**
   * The page the message names (its host and origin). Default: the current page, read when a message
   * is built. Needed outside a browser.
   */
  location?: { domain: string; uri: string } | undefined;
  /** Set by `@foyer/ui`: its init calls carry `privy-ui: t` (reference §4), and its modal runs the after-login steps. */
  kitUi?: boolean | undefined;
}

export interface SiwsLoginFlow<Intent extends SiwsIntent = 'login'>
  extends Flow<SiwsLoginSnapshot, SiwsLoginEvent, FlowCallbacks<Intent, 'siws', SiwsLoginErrorCode>> {
  commands: SiwsLoginCommands;
}

const noLocation = () =>
  new FoyerError(ErrorCode.INVALID_CONFIG, 'No page to name in the SIWS message: pass `location` outside a browser');
const noMemo = () => new FoyerError(ErrorCode.NOT_SUPPORTED, 'This wallet cannot sign a memo transaction');

/**
 * What the SIWS effects fail with: no page to name, the nonce call and its captcha, the wallet (its
 * signature, or no memo transaction), the check.
 */
export type SiwsEffectFailureCode =
  | CodeOf<ReturnType<typeof noLocation | typeof noMemo>>
  | CaptchaFailureCode
  | WalletFailureCode
  | VerifyFailureCode;

/** Sign-In With Solana: the machine plus its three effects (nonce, wallet signature, verification). */
export function createSiwsLoginFlow<Intent extends SiwsIntent = 'login'>(
  core: FoyerCore,
  options: SiwsLoginFlowOptions<Intent> = {},
): SiwsLoginFlow<Intent> {
  const intent: SiwsIntent = options.intent ?? 'login';
  const { store, api } = core;
  const facts = () => runFacts(store, intent);
  const call = options.kitUi ? { headers: { [HEADER.ui]: 't' } } : {};

  const flow = createFlow<
    SiwsLoginSnapshot,
    SiwsLoginEvent,
    SiwsLoginEffect,
    FlowCallbacks<Intent, 'siws', SiwsLoginErrorCode>
  >(core, {
    initial: initialSiwsLoginSnapshot,
    machine: siwsLoginMachine,
    failed: (effect, error): SiwsLoginEvent => {
      const failure = reported<FoyerError<SiwsLoginErrorCode>>(error);
      if (effect.type === 'fetchNonce') return { type: 'generateFailed', error: failure };
      return effect.type === 'requestSignature'
        ? { type: 'signFailed', error: failure }
        : { type: 'submitFailed', error: failure };
    },
    async run(effect, { signal }): Promise<SiwsLoginEvent> {
      if (effect.type === 'fetchNonce') {
        const location = options.location ?? pageLocation();
        if (!location) throw noLocation();
        const captcha = await visitorCaptcha(core, intent, signal);
        const { nonce } = await api.call(siws.init, { body: { address: effect.address, ...captcha }, signal, ...call });
        const issuedAt = new Date(core.now()).toISOString();
        return {
          type: 'messageReady',
          nonce,
          message: buildSiwsMessage({ ...location, address: effect.address, nonce, issuedAt }),
        };
      }
      if (effect.type === 'requestSignature') {
        const { signer, message, messageType } = effect;
        if (messageType === 'plain') {
          const signature = await signer.signMessage(message, { signal });
          return { type: 'submit', signature, message, messageType, facts: facts() };
        }
        if (!signer.signMemoTransaction) {
          throw noMemo();
        }
        const signed = await signer.signMemoTransaction(message, { signal });
        return { type: 'submit', signature: signed.signature, message: signed.message, messageType, facts: facts() };
      }
      const { address, wallet } = effect;
      const body: WireSiwsSignature = {
        message: effect.message,
        signature: effect.signature,
        walletClientType: wallet.walletClientType,
        connectorType: wallet.connectorType,
        message_type: effect.messageType,
      };
      const result = await verify(
        core,
        { intent: effect.intent, signal, afterLogin: !options.kitUi },
        {
          method: 'siws',
          isAccount: (account) =>
            account.type === 'wallet' && account.chainType === 'solana' && account.address === address,
          login: () => api.call(siws.authenticate, { body: { ...body, mode: effect.mode }, signal }),
          // The reference has no SIWS transfer route: a wallet held by another user is `linked_to_another_user`.
          link: () => api.call(siws.link, { body, signal }),
        },
      );
      return { type: 'verified', result };
    },
  });

  const commands: SiwsLoginCommands = {
    generateMessage: ({ address, walletClientType, connectorType, disableSignup = false }) =>
      flow.send({
        type: 'generate',
        address,
        wallet: { walletClientType: walletClientType ?? null, connectorType: connectorType ?? null },
        disableSignup,
        facts: facts(),
      }),
    loginWithSignature: ({ signature, message, messageType = 'plain' }) =>
      flow.send({ type: 'submit', signature, message, messageType, facts: facts() }),
    loginWithWallet: async ({ wallet, messageType = 'plain', disableSignup }) => {
      const generated = await commands.generateMessage({
        address: wallet.address,
        walletClientType: wallet.option.id,
        connectorType: wallet.option.connectorType,
        disableSignup,
      });
      if (generated.status !== 'awaiting-signature') return generated;
      return flow.send({ type: 'sign', signer: wallet, messageType, facts: facts() });
    },
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
