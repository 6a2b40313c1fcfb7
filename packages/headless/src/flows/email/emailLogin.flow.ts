import * as email from '../../core/api/routes/email.ts';
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import type { Flow } from '../../core/flow/createFlow.ts';
import { runFacts } from '../../core/flow/sessionFacts.ts';
import type { FlowCallbacks, FlowIntent } from '../../core/flow/types.ts';
import { appConfigAtom, userAtom } from '../../core/store/atoms.ts';
import { createCodeLoginFlow } from '../oneTimeCode/oneTimeCode.flow.ts';
import {
  type EmailAddress,
  type EmailDestination,
  type EmailLoginErrorCode,
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
  extends Flow<EmailLoginSnapshot, EmailLoginEvent, FlowCallbacks<Intent, 'email', EmailLoginErrorCode>> {
  commands: EmailLoginCommands;
}

/** E-mail one-time codes: the one-time-code flow with the e-mail routes. */
export function createEmailLoginFlow<Intent extends FlowIntent = 'login'>(
  core: FoyerCore,
  options: EmailLoginFlowOptions<Intent> = {},
): EmailLoginFlow<Intent> {
  const intent: FlowIntent = options.intent ?? 'login';
  const { store, api } = core;
  const facts = (): EmailRunFacts => ({
    ...runFacts(store, intent),
    rules: { disallowPlus: store.get(appConfigAtom)?.disablePlusEmails ?? false },
  });
  const { flow, commands } = createCodeLoginFlow<
    EmailDestination,
    EmailAddress,
    EmailRunFacts,
    EmailAddress,
    EmailAddress,
    'email',
    EmailLoginErrorCode,
    FlowCallbacks<Intent, 'email', EmailLoginErrorCode>
  >(
    core,
    { intent, kitUi: options.kitUi, initial: initialEmailLoginSnapshot },
    {
      machine: emailLoginMachine,
      facts,
      calls: {
        sendCode: ({ email: address }, captcha, call) =>
          api.call(email.init, { body: { email: address, ...captcha }, ...call }),
        verify: ({ email: address, code, mode }, signal) => ({
          method: 'email',
          isAccount: (account) => account.type === 'email' && account.address === address,
          login: () => api.call(email.authenticate, { body: { email: address, code, mode }, signal }),
          link: () => api.call(email.link, { body: { email: address, code }, signal }),
          update: () => {
            const oldAddress = store.get(userAtom)?.email?.address ?? '';
            return api.call(email.update, { body: { oldAddress, newAddress: address, code }, signal });
          },
          // An address another user holds answers ACCOUNT_TRANSFER_REQUIRED: its error carries the transfer data.
          transfer: () => ({ account: { type: 'email', address }, linkMethod: 'email' }),
        }),
      },
    },
  );
  return Object.assign(flow, {
    commands: {
      sendCode: ({ email: address, disableSignup = false }) =>
        flow.send({ type: 'send', email: address, disableSignup, facts: facts() }),
      ...commands,
    } satisfies EmailLoginCommands,
  });
}
