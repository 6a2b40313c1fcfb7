import * as siwe from '../../core/api/routes/siwe.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import { type CaptchaFailureCode, type CodeOf, reported, type VerifyFailureCode } from '../../core/flow/failures.ts';
import { runFacts } from '../../core/flow/sessionFacts.ts';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { verify, visitorCaptcha } from '../../core/flow/verify.ts';
import { checksumAddress } from '../../ethereum/address.ts';
import { toWalletError, type WalletFailureCode } from '../../wallets/external/errors.ts';
import type { ExternalWalletConnection } from '../../wallets/external/types.ts';
import {
  initialSiweLoginSnapshot,
  type SiweLoginEffect,
  type SiweLoginErrorCode,
  type SiweLoginEvent,
  type SiweLoginSnapshot,
  type SiweWallet,
  siweLoginMachine,
} from './siweLogin.machine.ts';
import { buildSiweMessage } from './siweMessage.ts';

/**
 * The SIWE flow's commands. None rejects: each resolves with the snapshot once its calls settled;
 * a failure is in that snapshot (`status: 'error'`) and in `onError`.
 */
export interface SiweLoginCommands {
  /**
   * Fetches a nonce for `address` and builds the EIP-4361 message to sign (`state.message`, also
   * the resolved snapshot's). `chainId`: a number or CAIP-2 (`eip155:1`). `walletClientType` and
   * `connectorType` are recorded on the account (default `unknown` / `injected`).
   */
  generateMessage(args: {
    address: string;
    chainId: number | string;
    walletClientType?: string | undefined;
    connectorType?: string | undefined;
    disableSignup?: boolean | undefined;
  }): Promise<SiweLoginSnapshot>;
  /** Logs in (or links) with the wallet's signature of the message `generateMessage` built. */
  loginWithSignature(args: { message: string; signature: string }): Promise<SiweLoginSnapshot>;
  /** Both steps with a connected wallet: generate, ask the wallet to sign, then log in or link. */
  loginWithWallet(
    connection: ExternalWalletConnection,
    options?: { disableSignup?: boolean | undefined },
  ): Promise<SiweLoginSnapshot>;
  reset(): void;
}

export interface SiweLoginFlowOptions<Intent extends FlowIntent = 'login'> {
  /** 'login' (default) or 'link' (add the wallet to the signed-in user). */
  intent?: Intent | undefined;
  /** The message's `domain` and `URI`; default the page's `location.host` and `location.origin`. */
  domain?: string | undefined;
  uri?: string | undefined;
  /** An optional statement line in the message. */
  statement?: string | undefined;
  /** How long the wallet may take to sign (`loginWithWallet`); default no limit. */
  signatureTimeoutMs?: number | undefined;
  /** Set by `@foyer/ui`: it runs the after-login steps itself. */
  kitUi?: boolean | undefined;
}

export interface SiweLoginFlow<Intent extends FlowIntent = 'login'>
  extends Flow<SiweLoginSnapshot, SiweLoginEvent, FlowCallbacks<Intent, 'siwe', SiweLoginErrorCode>> {
  commands: SiweLoginCommands;
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function checksummed(address: string): string {
  try {
    return checksumAddress(address);
  } catch {
    return address; // the machine refuses it
  }
}

const noPage = () =>
  new FoyerError(ErrorCode.INVALID_CONFIG, 'SIWE needs a page (location) or the domain and uri options');
const notConnected = () => new FoyerError(ErrorCode.WALLET_NOT_CONNECTED, 'No wallet is connected to sign');
const tooSlow = (ms: number) =>
  new FoyerError(ErrorCode.WALLET_REQUEST_TIMEOUT, `The wallet did not sign within ${ms} ms`);

/** What the SIWE effects fail with: no page to name, the nonce call and its captcha, the wallet, the check. */
export type SiweEffectFailureCode =
  | CodeOf<ReturnType<typeof noPage | typeof notConnected | typeof tooSlow>>
  | CaptchaFailureCode
  | WalletFailureCode
  | VerifyFailureCode;

function withTimeout<T>(promise: Promise<T>, ms: number | undefined, signal: AbortSignal): Promise<T> {
  if (ms === undefined) return promise;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(tooSlow(ms)), ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Sign-In With Ethereum (reference §5.8): the machine plus its three effects. */
export function createSiweLoginFlow<Intent extends FlowIntent = 'login'>(
  core: FoyerCore,
  options: SiweLoginFlowOptions<Intent> = {},
): SiweLoginFlow<Intent> {
  const intent: FlowIntent = options.intent ?? 'login';
  const { store, api } = core;
  let connection: ExternalWalletConnection | null = null;

  const flow = createFlow<
    SiweLoginSnapshot,
    SiweLoginEvent,
    SiweLoginEffect,
    FlowCallbacks<Intent, 'siwe', SiweLoginErrorCode>
  >(core, {
    initial: initialSiweLoginSnapshot,
    machine: siweLoginMachine,
    failed: (effect, error): SiweLoginEvent => ({
      type: 'failed',
      error: reported(error),
      step: effect.type === 'generateMessage' ? 'generate' : effect.type === 'requestSignature' ? 'sign' : 'submit',
    }),
    async run(effect, { signal }): Promise<SiweLoginEvent> {
      if (effect.type === 'generateMessage') {
        const domain = options.domain ?? globalThis.location?.host;
        const uri = options.uri ?? globalThis.location?.origin;
        if (!domain || !uri) {
          throw noPage();
        }
        // Spec §4: a visitor's nonce request carries a captcha token when the app uses one.
        const captcha = await visitorCaptcha(core, intent, signal);
        const { nonce } = await api.call(siwe.init, { body: { address: effect.address, ...captcha }, signal });
        const message = buildSiweMessage({
          address: effect.address as `0x${string}`,
          chainId: Number(effect.chainId.slice('eip155:'.length)),
          nonce,
          issuedAt: new Date(core.now()),
          domain,
          uri,
          statement: options.statement,
        });
        return { type: 'messageReady', message, sign: effect.sign };
      }
      if (effect.type === 'requestSignature') {
        if (!connection) throw notConnected();
        const signing = connection.signMessage(effect.message, { signal });
        try {
          const signature = await withTimeout(signing, options.signatureTimeoutMs, signal);
          return { type: 'signed', signature, facts: facts() };
        } catch (error) {
          throw toWalletError(error, 'request');
        }
      }
      const { wallet, message, signature, mode } = effect;
      const wire = {
        message,
        signature,
        chainId: wallet.chainId,
        walletClientType: wallet.walletClientType,
        connectorType: wallet.connectorType,
      };
      const result = await verify(
        core,
        { intent: effect.intent, signal, afterLogin: !options.kitUi },
        {
          method: 'siwe',
          isAccount: (account) =>
            account.type === 'wallet' &&
            account.chainType === 'ethereum' &&
            sameAddress(account.address, wallet.address),
          login: () => api.call(siwe.authenticate, { body: { ...wire, mode }, signal }),
          link: () => api.call(siwe.link, { body: wire, signal }),
          transfer: () => ({
            account: { type: 'wallet', address: wallet.address },
            linkMethod: 'siwe',
            externalWalletMetadata: {
              chainId: wallet.chainId,
              walletClientType: wallet.walletClientType ?? 'unknown',
              connectorType: wallet.connectorType ?? 'injected',
            },
          }),
        },
      );
      return { type: 'verified', result };
    },
  });

  const facts = () => runFacts(store, intent);
  const generate = (wallet: SiweWallet, disableSignup: boolean, sign: boolean) =>
    flow.send({ type: 'generate', wallet, disableSignup, sign, facts: facts() });
  const commands: SiweLoginCommands = {
    generateMessage: ({ address, chainId, walletClientType, connectorType, disableSignup = false }) => {
      connection = null;
      const caip2 = typeof chainId === 'number' ? `eip155:${chainId}` : chainId;
      const wallet: SiweWallet = {
        address: checksummed(address),
        chainId: caip2,
        walletClientType: walletClientType ?? 'unknown',
        connectorType: connectorType ?? 'injected',
      };
      return generate(wallet, disableSignup, false);
    },
    loginWithSignature: ({ message, signature }) => flow.send({ type: 'submit', message, signature, facts: facts() }),
    loginWithWallet: (wallet, { disableSignup = false } = {}) => {
      connection = wallet;
      const siweWallet: SiweWallet = {
        address: checksummed(wallet.address),
        chainId: wallet.chainId,
        walletClientType: wallet.option.id,
        connectorType: wallet.option.connectorType,
      };
      return generate(siweWallet, disableSignup, true);
    },
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
