import { withTransferContext } from '../../core/accounts/transferContext.ts';
import { spendCode } from '../../core/api/oneTimeCode.ts';
import * as email from '../../core/api/routes/email.ts';
import { captchaTokenFor } from '../../core/captcha/captchaToken.ts';
import { HEADER } from '../../core/constants.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { completeAuth } from '../../core/flow/completeAuth.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import { sessionFacts } from '../../core/flow/sessionFacts.ts';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { afterLoginAtom, appConfigAtom, userAtom } from '../../core/store/atoms.ts';
import {
  type EmailLoginEffect,
  type EmailLoginEvent,
  type EmailLoginSnapshot,
  type EmailRunFacts,
  emailLoginMachine,
  initialEmailLoginSnapshot,
} from './emailLogin.machine.ts';

/**
 * The e-mail flow's commands. None of them rejects: each resolves with the snapshot once its call
 * has settled, and a failure is in that snapshot (`status: 'error'`) and in `onError`.
 */
export interface EmailLoginCommands {
  sendCode(args: { email: string; disableSignup?: boolean | undefined }): Promise<EmailLoginSnapshot>;
  resendCode(): Promise<EmailLoginSnapshot>;
  loginWithCode(args: { code: string }): Promise<EmailLoginSnapshot>;
  reset(): void;
}

export interface EmailLoginFlowOptions<Intent extends FlowIntent = 'login'> {
  /** 'login' (default), 'link' (add the address to the signed-in user) or 'update' (replace theirs). */
  intent?: Intent | undefined;
  /** Set by `@foyer/ui`: its init calls carry `privy-ui: t` (reference §4). */
  kitUi?: boolean | undefined;
}

export interface EmailLoginFlow<Intent extends FlowIntent = 'login'>
  extends Flow<EmailLoginSnapshot, EmailLoginEvent, FlowCallbacks<Intent, 'email'>> {
  commands: EmailLoginCommands;
}

/** E-mail one-time codes: the machine plus its two effects. */
export function createEmailLoginFlow<Intent extends FlowIntent = 'login'>(
  core: FoyerCore,
  options: EmailLoginFlowOptions<Intent> = {},
): EmailLoginFlow<Intent> {
  const intent: FlowIntent = options.intent ?? 'login';
  const { store, api } = core;
  const initHeaders = options.kitUi ? { [HEADER.ui]: 't' } : undefined;

  const flow = createFlow<EmailLoginSnapshot, EmailLoginEvent, EmailLoginEffect, FlowCallbacks<Intent, 'email'>>(core, {
    initial: initialEmailLoginSnapshot,
    machine: emailLoginMachine,
    failed: (effect: EmailLoginEffect, error): EmailLoginEvent =>
      effect.type === 'sendCode' ? { type: 'sendFailed', error } : { type: 'submitFailed', error },
    async run(effect, { signal }): Promise<EmailLoginEvent> {
      if (effect.type === 'sendCode') {
        // Spec §4: a visitor's init carries a captcha token when the app uses one; a signed-in user's does not.
        const token = intent === 'login' ? await captchaTokenFor(core, { signal }) : undefined;
        await api.call(email.init, {
          body: { email: effect.email, ...(token === undefined ? {} : { token }) },
          signal,
          ...(initHeaders ? { headers: initHeaders } : {}),
        });
        return { type: 'codeSent', at: core.now() };
      }
      const { code, mode } = effect;
      const address = effect.email;
      const isAccount = (account: { type: string; address?: unknown }) =>
        account.type === 'email' && account.address === address;
      // Each call below spends the code: it is sent once, and a lost reply ends in `code_outcome_unknown`.
      if (effect.intent === 'link') {
        // An address another user holds answers ACCOUNT_TRANSFER_REQUIRED: its error carries the transfer data.
        const user = await spendCode(api.call(email.link, { body: { email: address, code }, signal })).catch(
          (error: unknown) => {
            throw withTransferContext(error, { account: { type: 'email', address }, linkMethod: 'email' });
          },
        );
        return { type: 'verified', result: completeAuth(core, { intent: 'link', user }, 'email', isAccount) };
      }
      if (effect.intent === 'update') {
        const oldAddress = store.get(userAtom)?.email?.address ?? '';
        const user = await spendCode(
          api.call(email.update, { body: { oldAddress, newAddress: address, code }, signal }),
        );
        return { type: 'verified', result: completeAuth(core, { intent: 'update', user }, 'email', isAccount) };
      }
      const response = await spendCode(api.call(email.authenticate, { body: { email: address, code, mode }, signal }));
      const result = completeAuth(core, { intent: 'login', response }, 'email', isAccount);
      // Without the kit's modal (whose after-login step does it), the wallets are created here, when
      // the app uses them (its wallet hooks install the step).
      const afterLogin = store.get(afterLoginAtom);
      if (options.kitUi || result.intent !== 'login' || !afterLogin) return { type: 'verified', result };
      return { type: 'verified', result: await afterLogin.run(result) };
    },
  });

  const facts = (): EmailRunFacts => ({
    intent,
    session: sessionFacts(store),
    rules: { disallowPlus: store.get(appConfigAtom)?.disablePlusEmails ?? false },
  });
  const commands: EmailLoginCommands = {
    sendCode: ({ email: address, disableSignup = false }) =>
      flow.send({ type: 'send', email: address, disableSignup, facts: facts() }),
    resendCode: () => flow.send({ type: 'resend', facts: facts() }),
    loginWithCode: ({ code }) => flow.send({ type: 'submit', code, facts: facts() }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
