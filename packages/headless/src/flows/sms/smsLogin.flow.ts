import type { SmsChannel } from '../../core/api/routes/sms.ts';
import * as sms from '../../core/api/routes/sms.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { type FoyerError, toFoyerError } from '../../core/errors/FoyerError.ts';
import type { Flow } from '../../core/flow/createFlow.ts';
import { reported } from '../../core/flow/failures.ts';
import { type RunFacts, runFacts } from '../../core/flow/sessionFacts.ts';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { appConfigAtom, userAtom } from '../../core/store/atoms.ts';
import { loadPhoneTools, toPhoneSubmission } from '../../core/validation/phone.ts';
import { createCodeLoginFlow } from '../oneTimeCode/oneTimeCode.flow.ts';
import {
  codeSentSnapshot,
  initialSmsLoginSnapshot,
  type PhoneDestination,
  type PhoneSend,
  type PhoneSendTo,
  type SmsLoginErrorCode,
  type SmsLoginEvent,
  type SmsLoginSnapshot,
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
  extends Flow<SmsLoginSnapshot, SmsLoginEvent, FlowCallbacks<Intent, 'sms', SmsLoginErrorCode>> {
  commands: SmsLoginCommands;
}

/** Phone one-time codes (SMS or WhatsApp): the one-time-code flow with the SMS routes. */
export function createSmsLoginFlow<Intent extends FlowIntent = 'login'>(
  core: FoyerCore,
  options: SmsLoginFlowOptions<Intent> = {},
): SmsLoginFlow<Intent> {
  const intent: FlowIntent = options.intent ?? 'login';
  const { store, api } = core;
  const { flow, commands } = createCodeLoginFlow<
    PhoneDestination,
    PhoneSend,
    RunFacts,
    PhoneSendTo,
    { phoneNumber: string },
    'sms',
    SmsLoginErrorCode,
    FlowCallbacks<Intent, 'sms', SmsLoginErrorCode>
  >(
    core,
    {
      intent,
      kitUi: options.kitUi,
      initial: options.codeSent ? codeSentSnapshot(options.codeSent) : initialSmsLoginSnapshot,
    },
    {
      machine: smsLoginMachine,
      facts: () => runFacts(store, intent),
      calls: {
        sendCode: ({ phoneNumber, channel }, captcha, call) =>
          api.call(sms.init, {
            body: { phoneNumber, ...(channel === 'whatsapp' ? { channel: 'whatsapp' } : {}), ...captcha },
            ...call,
          }),
        verify: ({ phoneNumber, code, mode }, signal) => ({
          method: 'sms',
          isAccount: (account) => account.type === 'phone' && account.phoneNumber === phoneNumber,
          login: () => api.call(sms.authenticate, { body: { phoneNumber, code, mode }, signal }),
          link: () => api.call(sms.link, { body: { phoneNumber, code }, signal }),
          update: () => {
            const old = store.get(userAtom)?.phone?.phoneNumber ?? '';
            const body = { old_phone_number: old, new_phone_number: phoneNumber, code };
            return api.call(sms.update, { body, signal });
          },
          transfer: () => ({ account: { type: 'phone', phoneNumber }, linkMethod: 'sms' }),
        }),
      },
    },
  );

  const readNumber = async (phoneNumber: string) => {
    try {
      return toPhoneSubmission(
        await loadPhoneTools(),
        phoneNumber,
        store.get(appConfigAtom)?.intl.defaultCountry ?? 'US',
      );
    } catch (error) {
      return reported<FoyerError<'network_error' | 'unknown_auth_error'>>(toFoyerError(error));
    }
  };
  return Object.assign(flow, {
    commands: {
      sendCode: async ({ phoneNumber, channel = 'sms', disableSignup = false }) =>
        flow.send({
          type: 'send',
          phone: await readNumber(phoneNumber),
          channel,
          disableSignup,
          facts: runFacts(store, intent),
        }),
      ...commands,
    } satisfies SmsLoginCommands,
  });
}
