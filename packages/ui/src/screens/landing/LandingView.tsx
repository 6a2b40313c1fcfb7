'use client';
import type { EmailRules, FoyerErrorCode, LandingRow } from '@foyer/headless';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { safeImageUrl } from '../../lib/safeUrl.ts';
import { Button } from '../../primitives/Button.tsx';
import { BackIcon } from '../../primitives/icons.tsx';
import { useSlot } from '../../primitives/slots.ts';
import { FormScreen } from '../../primitives/templates/FormScreen.tsx';
import { LoginRow, type LoginRowProps, rowKey } from './LoginRow.tsx';
import { PasskeyEntry } from './PasskeyEntry.tsx';
import { TermsFooter } from './TermsFooter.tsx';
import { useListFocus } from './useListFocus.ts';

/**
 * `initial`: the rows; `error`: the address was refused (inline message); `overflow`: the list the
 * overflow row ('Other socials', 'More options', …) opened in place.
 */
export const landingViewStatuses = ['initial', 'error', 'overflow'] as const;
export type LandingViewStatus = (typeof landingViewStatuses)[number];

/** What a button row asks for: a method whose screen the landing screen opens. */
export type LandingTarget = Exclude<LandingRow, { kind: 'email' | 'overflow' }> | { kind: 'passkey' };

export interface PhoneFormSlotProps {
  /** The last login was by phone: the form shows the 'Recent' chip. */
  recent: boolean;
  /** The form was just opened: focus its input. */
  autoFocus: boolean;
}

export interface LandingViewProps {
  status: LandingViewStatus;
  /** 'Log in or sign up', or the app's `appearance.landingHeader`. */
  header: string;
  appName?: string | null;
  /** Config value: only http(s) or data:image URLs are shown. */
  logoUrl?: string | null;
  /** Already truncated to 100 characters. Rendered as text. */
  loginMessage?: string | null;
  /** The rows (`useLoginMethods`); default: the e-mail input alone. */
  rows?: readonly LandingRow[];
  /** The rows the overflow row opens, shown in `overflow` status. */
  overflowRows?: readonly LandingRow[];
  /** The passkey entry under the rows. */
  passkey?: 'continue' | 'i-have' | null;
  /** The inline input open at first (the other one is a button that opens it in place). */
  openInput?: 'email' | 'sms' | null;
  /** The phone row reads 'Continue with WhatsApp'. */
  whatsApp?: boolean;
  defaultEmail?: string;
  /** The app's rules for addresses (no '+'): Submit stays disabled until the address passes them. */
  emailRules?: EmailRules;
  /** The address was refused: the e-mail input's inline message (`error` status, or in the opened list). */
  error?: { code: FoyerErrorCode } | null;
  /** Show the terms footer. Config URLs: only http(s) ones become links. */
  showTerms?: boolean;
  termsUrl?: string | null | undefined;
  privacyUrl?: string | null | undefined;
  /**
   * The phone form, rendered where the phone row opens. Without it the phone row is a button that
   * reports `{ kind: 'sms' }` to `onSelect`.
   */
  renderPhoneForm?: ((props: PhoneFormSlotProps) => ReactNode) | undefined;
  /** Submit or Enter, with the trimmed address; Enter also sends an invalid one, so the screen can say why. */
  onSubmitEmail(email: string): void;
  /** The address changed (the screen clears a stale error). */
  onEmailChange?(email: string): void;
  /** A button row or the passkey entry. */
  onSelect?(target: LandingTarget): void;
  /** The overflow row: show `overflowRows`. */
  onOpenOverflow?(): void;
  /** Back from the overflow list. */
  onCloseOverflow?(): void;
}

/**
 * The landing login screen (spec §2): the head (logo, title, message), the login rows (inline e-mail
 * and phone inputs, method buttons, an overflow row that opens the others in place), the passkey
 * entry and the terms footer.
 */
export function LandingView({
  status,
  header,
  appName,
  logoUrl,
  loginMessage,
  rows = [{ kind: 'email', recent: false }],
  overflowRows = [],
  passkey = null,
  openInput = 'email',
  whatsApp = false,
  defaultEmail = '',
  emailRules,
  error,
  showTerms = false,
  termsUrl,
  privacyUrl,
  renderPhoneForm,
  onSubmitEmail,
  onEmailChange,
  onSelect,
  onOpenOverflow,
  onCloseOverflow,
}: LandingViewProps) {
  const m = useMessages();
  const [open, setOpen] = useState<'email' | 'sms' | null>(status === 'error' ? 'email' : openInput);
  /** An input opened by a click (not the one open at first) takes the focus. */
  const [opened, setOpened] = useState(false);
  const list = useListFocus(status);
  const overflow = status === 'overflow';
  const rowsSlot = useSlot('login-rows', 'flex flex-col gap-2');
  const rowProps: Omit<LoginRowProps, 'row'> = {
    open,
    opened,
    whatsApp,
    defaultEmail,
    emailRules,
    emailError: error ? errorMessage(error, m) : null,
    renderPhoneForm,
    onSubmitEmail,
    onEmailChange,
    onSelect,
    onOpenOverflow,
    onExpand: (input) => {
      setOpen(input);
      setOpened(true);
    },
  };
  const rowsOf = (list: readonly LandingRow[]) =>
    list.map((row) => <LoginRow key={rowKey(row)} row={row} {...rowProps} />);

  const logo = overflow ? null : safeImageUrl(logoUrl);
  return (
    <FormScreen
      name="landing"
      status={status}
      logo={
        logo ? (
          <img
            src={logo}
            alt={format(m.landing.logoAlt, { app: appName ?? '' })}
            className="max-h-logo max-w-logo object-contain"
          />
        ) : undefined
      }
      title={header}
      focusTitle={false}
      description={overflow ? undefined : loginMessage}
      footer={showTerms ? <TermsFooter termsUrl={termsUrl} privacyUrl={privacyUrl} /> : undefined}
    >
      {overflow ? (
        <>
          <Button variant="ghost" size="sm" className="self-start" onClick={onCloseOverflow}>
            <BackIcon />
            {m.landing.back}
          </Button>
          <fieldset ref={list} {...rowsSlot} data-list="overflow">
            <legend className="sr-only">{m.landing.overflowList}</legend>
            {rowsOf(overflowRows)}
          </fieldset>
        </>
      ) : (
        <div ref={list} {...rowsSlot} data-list="primary">
          {rowsOf(rows)}
        </div>
      )}
      {passkey && !overflow ? (
        <PasskeyEntry passkey={passkey} onSelect={() => onSelect?.({ kind: 'passkey' })} />
      ) : null}
    </FormScreen>
  );
}
