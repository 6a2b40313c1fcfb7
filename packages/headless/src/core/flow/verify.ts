import type { TransferContext } from '../accounts/transferContext.ts';
import type { WireAuthResponse, WireUser } from '../api/wire.ts';
import { captchaTokenFor } from '../captcha/captchaToken.ts';
import type { FoyerCore } from '../createFoyerCore.ts';
import type { LinkedAccount } from '../user.ts';
import type { FlowIntent, FlowResult } from './types.ts';

/**
 * The calls of a flow's verify stage, one per intent it supports, and what it knows of the account.
 * Each call is the flow's own route with its proof (a code, a signature, an authorization code).
 */
export interface VerifyCalls<
  Method extends string,
  Login extends WireAuthResponse = WireAuthResponse,
  Linked extends WireUser = WireUser,
> {
  /** The login method `onComplete` names (`'email'`, `'google'`, `'privy:<app id>'`, …). */
  method: Method;
  /** Picks the account this run verified out of the user's, for `onComplete`. */
  isAccount(account: LinkedAccount): boolean;
  /** Logs in (or signs up); `captchaToken` is set when the stage asked for one. */
  login?(captchaToken: string | undefined): Promise<Login>;
  link?(): Promise<Linked>;
  update?(): Promise<Linked>;
  /** What a link refused with `account_transfer_required` keeps for the transfer (spec §3). */
  transfer?(error: unknown): TransferContext;
  /** Once the session holds the answer, before the after-login steps (OAuth hands out its tokens here). */
  verified?(result: FlowResult<Method>, answer: Login | Linked): void;
}

export interface VerifyOptions {
  intent: FlowIntent;
  signal: AbortSignal;
  /** The login call itself carries the captcha's token (Telegram's; the others put it on their init call). */
  captcha?: boolean | undefined;
  /**
   * Runs the after-login steps the app installed (its wallet hooks create wallets) once a login is
   * complete. False under the kit's modal (`kitUi`), which runs its own after-login pipeline.
   */
  afterLogin: boolean;
  /**
   * Wraps each call when it spends a one-time secret the server may have used even if its reply
   * is lost (the code flows pass `spendCode`: such a reply is `code_outcome_unknown`).
   */
  spend?: (<Answer>(call: Promise<Answer>) => Promise<Answer>) | undefined;
}

/**
 * The verify stage every login method ends with (`verifyStage.ts`): the captcha (when the call
 * carries it), the call the intent picks, the transfer context on a link the server refuses as
 * held by another user, the session updated and the `onComplete` payload built (`completeAuth`),
 * then the after-login steps. Rejects with the call's error; a flow's effect returns its result.
 * The stage is its own chunk, loaded when a login first reaches it: a page with a login form does
 * not load it at startup. A flow that knows a login is near loads it ahead (`preloadVerify`).
 */
export async function verify<Method extends string, Login extends WireAuthResponse, Linked extends WireUser>(
  core: FoyerCore,
  options: VerifyOptions,
  calls: VerifyCalls<Method, Login, Linked>,
): Promise<FlowResult<Method>> {
  const { verifyStage } = await loadStage();
  return verifyStage(core, options, calls);
}

const loadStage = () => import('./verifyStage.ts');

/** Loads the verify stage ahead (a code flow, once the code is sent), so that the login does not wait for it. */
export function preloadVerify(): void {
  loadStage().catch(() => {
    // A failed load is retried by `verify`, which reports its error.
  });
}

/**
 * Spec §4: a visitor's init call (a code, a nonce, a challenge, a channel, an OAuth URL) carries a
 * captcha token when the app uses one; a signed-in user's does not. `{}` or `{ token }`, to spread
 * into the call's body. Rejects with the captcha's error, or `aborted` with `signal`.
 */
export async function visitorCaptcha(
  core: FoyerCore,
  intent: FlowIntent,
  signal: AbortSignal,
): Promise<{ token?: string }> {
  const token = intent === 'login' ? await captchaTokenFor(core, { signal }) : undefined;
  return token === undefined ? {} : { token };
}
