import { withTransferContext } from '../../core/accounts/transferContext.ts';
import { spendCode } from '../../core/api/oneTimeCode.ts';
import type { SmsChannel } from '../../core/api/routes/sms.ts';
import * as sms from '../../core/api/routes/sms.ts';
import { captchaTokenFor } from '../../core/captcha/captchaToken.ts';
import { HEADER } from '../../core/constants.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { toFoyerError } from '../../core/errors/FoyerError.ts';
import { completeAuth } from '../../core/flow/completeAuth.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import { sessionFacts } from '../../core/flow/sessionFacts.ts';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { afterLoginAtom, appConfigAtom, userAtom } from '../../core/store/atoms.ts';
import type { LinkedAccount } from '../../core/user.ts';
import { loadPhoneTools, toPhoneSubmission } from '../../core/validation/phone.ts';
import {
  codeSentSnapshot,
  initialSmsLoginSnapshot,
  type SmsLoginEffect,
  type SmsLoginEvent,
  type SmsLoginSnapshot,
  type SmsRunFacts,
  smsLoginMachine,
} from './smsLogin.machine.ts';

/**
 * The SMS flow's commands. None of them rejects: each resolves with the snapshot once its call has
 * settled, and a failure is in that snapshot (`status: 'error'`) and in `onError`.
 */
export interface SmsLoginCommands {
  /**
   * Checks the number (per country, with libphonenumber, loaded on first use; a number without `+`
   * is read as one of the app's `intl.defaultCountry`) and sends a code to it, by text message or,
   * with `channel: 'whatsapp'` (apps with `whatsapp_enabled`), by WhatsApp.
   */
  sendCode(args: {
    phoneNumber: string;
    channel?: SmsChannel | undefined;
    disableSignup?: boolean | undefined;
  }): Promise<SmsLoginSnapshot>;
  resendCode(): Promise<SmsLoginSnapshot>;
  loginWithCode(args: { code: string }): Promise<SmsLoginSnapshot>;
  reset(): void;
}

export interface SmsLoginFlowOptions<Intent extends FlowIntent = 'login'> {
  /** 'login' (default), 'link' (add the number to the signed-in user) or 'update' (replace theirs). */
  intent?: Intent | undefined;
  /** Set by `@foyer/ui`: its init calls carry `privy-ui: t` (reference §4). */
  kitUi?: boolean | undefined;
  /**
   * Continue a run whose code was already sent (by the flow of the screen that took the number):
   * the flow starts in `awaiting-code-input` for that number. `at` is when it was sent (core clock).
   */
  codeSent?:
    | { phoneNumber: string; channel?: SmsChannel | undefined; at: number; disableSignup?: boolean | undefined }
    | undefined;
}

export interface SmsLoginFlow<Intent extends FlowIntent = 'login'>
  extends Flow<SmsLoginSnapshot, SmsLoginEvent, FlowCallbacks<Intent, 'sms'>> {
  commands: SmsLoginCommands;
}

/** Phone one-time codes (SMS or WhatsApp): the machine plus its two effects. */
export function createSmsLoginFlow<Intent extends FlowIntent = 'login'>(
  core: FoyerCore,
  options: SmsLoginFlowOptions<Intent> = {},
): SmsLoginFlow<Intent> {
  const intent: FlowIntent = options.intent ?? 'login';
  const { store, api } = core;
  const initHeaders = options.kitUi ? { [HEADER.ui]: 't' } : undefined;

  const flow = createFlow<SmsLoginSnapshot, SmsLoginEvent, SmsLoginEffect, FlowCallbacks<Intent, 'sms'>>(core, {
    initial: options.codeSent ? codeSentSnapshot(options.codeSent) : initialSmsLoginSnapshot,
    machine: smsLoginMachine,
    failed: (effect: SmsLoginEffect, error): SmsLoginEvent =>
      effect.type === 'sendCode' ? { type: 'sendFailed', error } : { type: 'submitFailed', error },
    async run(effect, { signal }): Promise<SmsLoginEvent> {
      if (effect.type === 'sendCode') {
        // Spec §4: a visitor's init carries a captcha token when the app uses one; a signed-in user's does not.
        const token = intent === 'login' ? await captchaTokenFor(core, { signal }) : undefined;
        await api.call(sms.init, {
          body: {
            phoneNumber: effect.phoneNumber,
            ...(effect.channel === 'whatsapp' ? { channel: 'whatsapp' } : {}),
            ...(token === undefined ? {} : { token }),
          },
          signal,
          ...(initHeaders ? { headers: initHeaders } : {}),
        });
        return { type: 'codeSent', at: core.now() };
      }
      const { code, mode, phoneNumber } = effect;
      const isAccount = (account: LinkedAccount) => account.type === 'phone' && account.phoneNumber === phoneNumber;
      // Each call below spends the code: it is sent once, and a lost reply ends in `code_outcome_unknown`.
      if (effect.intent === 'link') {
        const user = await spendCode(api.call(sms.link, { body: { phoneNumber, code }, signal })).catch(
          (error: unknown) => {
            throw withTransferContext(error, { account: { type: 'phone', phoneNumber }, linkMethod: 'sms' });
          },
        );
        return { type: 'verified', result: completeAuth(core, { intent: 'link', user }, 'sms', isAccount) };
      }
      if (effect.intent === 'update') {
        const old = store.get(userAtom)?.phone?.phoneNumber ?? '';
        const user = await spendCode(
          api.call(sms.update, { body: { old_phone_number: old, new_phone_number: phoneNumber, code }, signal }),
        );
        return { type: 'verified', result: completeAuth(core, { intent: 'update', user }, 'sms', isAccount) };
      }
      const response = await spendCode(api.call(sms.authenticate, { body: { phoneNumber, code, mode }, signal }));
      const result = completeAuth(core, { intent: 'login', response }, 'sms', isAccount);
      // Without the kit's modal (whose after-login step does it), the wallets are created here, when
      // the app uses them (its wallet hooks install the step).
      const afterLogin = store.get(afterLoginAtom);
      if (options.kitUi || result.intent !== 'login' || !afterLogin) return { type: 'verified', result };
      return { type: 'verified', result: await afterLogin.run(result) };
    },
  });

  const facts = (): SmsRunFacts => ({ intent, session: sessionFacts(store) });
  const readNumber = async (phoneNumber: string) => {
    try {
      return toPhoneSubmission(
        await loadPhoneTools(),
        phoneNumber,
        store.get(appConfigAtom)?.intl.defaultCountry ?? 'US',
      );
    } catch (error) {
      return toFoyerError(error);
    }
  };
  const commands: SmsLoginCommands = {
    sendCode: async ({ phoneNumber, channel = 'sms', disableSignup = false }) =>
      flow.send({ type: 'send', phone: await readNumber(phoneNumber), channel, disableSignup, facts: facts() }),
    resendCode: () => flow.send({ type: 'resend', facts: facts() }),
    loginWithCode: ({ code }) => flow.send({ type: 'submit', code, facts: facts() }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
