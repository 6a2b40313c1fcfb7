import { ValidationError } from '../../core/errors/FoyerError.ts';
import type { RunFacts } from '../../core/flow/sessionFacts.ts';
import type { Machine } from '../../core/flow/types.ts';
import { type EmailIssue, type EmailRules, validateEmail } from '../../core/validation/email.ts';
import {
  type CodeLoginEffect,
  type CodeLoginErrorCode,
  type CodeLoginEvent,
  type CodeLoginSnapshot,
  codeLoginMachine,
  codeLoginStatuses,
} from '../oneTimeCode/oneTimeCode.machine.ts';

/** The spec's e-mail flow states, in order (the one-time-code machine's). Stories and tests iterate over this list. */
export const emailLoginStatuses = codeLoginStatuses;
export type EmailLoginStatus = (typeof emailLoginStatuses)[number];

export interface EmailDestination {
  /** The address the code was (or is being) sent to. */
  email: string | null;
}

/** The codes the e-mail flow gives (`state.error.code`, `onError`): the one-time-code flow's, and an address's issues. */
export type EmailLoginErrorCode = CodeLoginErrorCode<EmailIssue>;

export type EmailLoginSnapshot = CodeLoginSnapshot<EmailDestination, 'email', EmailLoginErrorCode>;

/** The run facts, and the app's rules for addresses (`disable_plus_emails`). */
export interface EmailRunFacts extends RunFacts {
  rules: EmailRules;
}

/** What the e-mail calls name: the address. */
export type EmailAddress = { email: string };

export type EmailLoginEvent = CodeLoginEvent<EmailAddress, EmailRunFacts, 'email', EmailLoginErrorCode>;

export type EmailLoginEffect = CodeLoginEffect<EmailAddress, EmailAddress>;

export const initialEmailLoginSnapshot: EmailLoginSnapshot = {
  status: 'initial',
  email: null,
  codeSentAt: null,
  disableSignup: false,
  error: null,
  failedStep: null,
  result: null,
};

/** The code goes to, and is checked for, the address; none before a send. */
const address = ({ email }: EmailDestination): EmailAddress | null => (email === null ? null : { email });

/**
 * Pure transition: (snapshot, event) → next snapshot + effects: the one-time-code machine with an
 * address. The intent rules (spec §4-§5), then the address's validity, are checked before any call.
 */
export const emailLoginMachine: Machine<EmailLoginSnapshot, EmailLoginEvent, EmailLoginEffect> =
  /* @__PURE__ */ codeLoginMachine<
    EmailDestination,
    EmailAddress,
    EmailRunFacts,
    EmailAddress,
    EmailAddress,
    'email',
    EmailIssue
  >(
    {
      accountType: 'email',
      read: (send) => ({ email: send.email.trim() }),
      refuse(_send, { email }, facts) {
        const issue = validateEmail(email ?? '', facts.rules);
        return issue && new ValidationError('email', issue, `"${email}" cannot be used: ${issue}`);
      },
      sendTo: address,
      verifyAt: address,
    },
    initialEmailLoginSnapshot,
  );
