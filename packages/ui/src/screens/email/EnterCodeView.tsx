'use client';
import {
  CODE_LENGTH,
  type CodeEntryStatus,
  codeEntryStatuses,
  type FoyerErrorCode,
  type SmsChannel,
} from '@foyer/headless';
import { useId, useState } from 'react';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { formatPlural } from '../../i18n/plural.ts';
import { Button } from '../../primitives/Button.tsx';
import { Chip } from '../../primitives/Chip.tsx';
import { CodeInput } from '../../primitives/CodeInput.tsx';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { CheckIcon, MailIcon, PhoneIcon } from '../../primitives/icons.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { FormScreen } from '../../primitives/templates/FormScreen.tsx';

/**
 * The code screen's statuses: code entry's (`useCodeEntry`), from sending the code on (spec §4).
 * `error`: the code was refused. `code-unconfirmed`: the code was sent but its reply was lost, so it
 * may be used up: the boxes are locked and only a new code goes on.
 */
export const enterCodeViewStatuses = codeEntryStatuses;
export type EnterCodeViewStatus = CodeEntryStatus;

export interface EnterCodeViewProps {
  status: EnterCodeViewStatus;
  /** Where the code was sent: an e-mail address… */
  email?: string;
  /** …or a phone number (when set, the phone copy shows), by SMS or WhatsApp. */
  phoneNumber?: string;
  channel?: SmsChannel;
  /** The refused code's error (`error` status); `code-unconfirmed` shows its own copy. */
  error?: { code: FoyerErrorCode } | null;
  /** Shake the boxes (the first moments of a wrong code). */
  shake?: boolean;
  /**
   * Seconds until the code can be resent; while above 0, 'Code sent' shows instead of 'Resend code'
   * (except in `code-unconfirmed`, where resending is the way on).
   */
  resendIn?: number;
  /** Changing it clears the boxes and focuses the first one. */
  attempt?: number;
  onSubmitCode(code: string): void;
  onResend(): void;
}

/**
 * Spec §2 'Enter confirmation code': six boxes, auto-submit when full, resend with a 30 s badge.
 * For an e-mail address or a phone number: only the icon and the instructions differ.
 */
export function EnterCodeView({
  status,
  email = '',
  phoneNumber,
  channel = 'sms',
  error,
  shake = false,
  resendIn = 0,
  attempt = 0,
  onSubmitCode,
  onResend,
}: EnterCodeViewProps) {
  const m = useMessages();
  const phone = phoneNumber !== undefined;
  const instructions = phone
    ? format(channel === 'whatsapp' ? m.enterSmsCode.whatsAppInstructions : m.enterSmsCode.instructions, {
        // No line break inside the number ('+1 415 555' / '6336').
        phoneNumber: phoneNumber.replaceAll(' ', '\u00a0'),
      })
    : format(m.enterCode.instructions, { email });
  const messageId = useId();
  const [notNumeric, setNotNumeric] = useState(false);
  const done = status === 'done';
  const sending = status === 'sending-code';
  const unconfirmed = status === 'code-unconfirmed';
  const busy = sending || status === 'submitting-code';
  const message = unconfirmed
    ? m.errors.code_outcome_unknown
    : notNumeric
      ? m.validation.codeNotNumeric
      : status === 'error'
        ? errorMessage(error, m)
        : null;

  return (
    <FormScreen
      name="enter-code"
      status={status}
      tone={done ? 'success' : 'info'}
      icon={done ? undefined : phone ? <PhoneIcon /> : <MailIcon />}
      title={done ? m.enterCode.successTitle : m.enterCode.title}
      description={done ? m.enterCode.successDetail : instructions}
      message={
        message ? (
          <ErrorMessage id={messageId}>{message}</ErrorMessage>
        ) : busy ? (
          <>
            <Spinner size="sm" />
            <span className="text-muted-foreground">{sending ? m.enterCode.sending : m.enterCode.submitting}</span>
          </>
        ) : null
      }
      footer={
        // Gone once the code is accepted: there is nothing left to resend.
        done ? undefined : (
          <>
            {unconfirmed ? null : (
              <span className="text-muted-foreground">{phone ? m.enterSmsCode.didntGet : m.enterCode.didntGet}</span>
            )}
            {resendIn > 0 && !unconfirmed ? (
              <Chip variant="success">
                <CheckIcon size={12} />
                <span>{m.enterCode.codeSent}</span>
                <span className="sr-only">{formatPlural(m.locale, m.enterCode.resendIn, resendIn)}</span>
              </Chip>
            ) : (
              // A code left unconfirmed locks the boxes: focus moves to the way on (a new button, so it takes it).
              <Button
                key={unconfirmed ? 'new-code' : 'resend'}
                variant="link"
                disabled={busy}
                autoFocus={unconfirmed}
                onClick={onResend}
              >
                {m.enterCode.resend}
              </Button>
            )}
          </>
        )
      }
    >
      <CodeInput
        key={attempt}
        label={m.enterCode.codeLabel}
        cellLabel={(index, count) => format(m.enterCode.digitLabel, { index, count })}
        length={CODE_LENGTH}
        autoFocus
        disabled={sending || unconfirmed}
        readOnly={status === 'submitting-code' || done}
        invalid={status === 'error'}
        success={done}
        shake={shake}
        describedBy={message ? messageId : undefined}
        onNonNumeric={() => setNotNumeric(true)}
        onChange={() => setNotNumeric(false)}
        onComplete={onSubmitCode}
      />
    </FormScreen>
  );
}
