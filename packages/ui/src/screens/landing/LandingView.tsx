'use client';
import type { LandingRow } from '@foyer/headless';
import { type EmailRules, type FoyerErrorCode, validateEmail } from '@foyer/headless';
import { type FormEvent, Fragment, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { format, formatToParts } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { cn } from '../../lib/cn.ts';
import { safeHttpUrl, safeImageUrl } from '../../lib/safeUrl.ts';
import { Button } from '../../primitives/Button.tsx';
import { Chip } from '../../primitives/Chip.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { BackIcon, MailIcon, WalletIcon } from '../../primitives/icons.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { useSlot } from '../../primitives/slots.ts';
import { TextField } from '../../primitives/TextField.tsx';
import { TextLink } from '../../primitives/TextLink.tsx';
import { rowLabel } from './labels.ts';

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
  /** The rows (`landingLayout`); default: the e-mail input alone. */
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

function TermsFooter({ termsUrl, privacyUrl }: Pick<LandingViewProps, 'termsUrl' | 'privacyUrl'>) {
  const m = useMessages();
  const link = (url: string | null | undefined, label: string): ReactNode => {
    const href = safeHttpUrl(url);
    return href ? <TextLink href={href}>{label}</TextLink> : label;
  };
  const parts = formatToParts(m.terms.text, {
    terms: link(termsUrl, m.terms.terms),
    privacy: link(privacyUrl, m.terms.privacy),
  });
  return (
    <Text className="mt-auto text-center text-xs">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed template; their order never changes.
        <Fragment key={index}>{part}</Fragment>
      ))}
    </Text>
  );
}

/** A method button: full width, label at the start, the 'Recent' chip at the end. */
function RowButton({
  icon,
  recent,
  onClick,
  children,
  kind,
}: {
  icon?: ReactNode;
  recent?: boolean;
  onClick?: (() => void) | undefined;
  children: ReactNode;
  kind: string;
}) {
  const m = useMessages();
  return (
    <Button variant="secondary" data-row={kind} className="w-full justify-start" onClick={onClick}>
      {icon}
      <span className="min-w-0 flex-1 truncate text-left">{children}</span>
      {recent ? <Chip>{m.landing.recent}</Chip> : null}
    </Button>
  );
}

function EmailForm({
  defaultEmail,
  emailRules,
  recent,
  error,
  onSubmitEmail,
  onEmailChange,
}: {
  emailRules: EmailRules | undefined;
  onSubmitEmail(email: string): void;
  onEmailChange: ((email: string) => void) | undefined;
  defaultEmail: string;
  recent: boolean;
  error: string | null;
}) {
  const m = useMessages();
  const [email, setEmail] = useState(defaultEmail);
  const valid = validateEmail(email, emailRules) === null;
  const form = useSlot('email-form', 'flex flex-col');
  // Enter submits even while the button is disabled, so an invalid address gets its inline message.
  const submit = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    onSubmitEmail(email.trim());
  };
  return (
    <form noValidate onSubmit={submit} {...form} data-row="email">
      <TextField
        label={m.emailInput.label}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        // The landing screen exists to take this address; the dialog's focus starts here.
        autoFocus
        placeholder={m.emailInput.placeholder}
        value={email}
        error={error}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit(event);
        }}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          onEmailChange?.(event.currentTarget.value);
        }}
        end={
          <>
            {recent ? <Chip>{m.landing.recent}</Chip> : null}
            <Button type="submit" size="sm" disabled={!valid}>
              {m.emailInput.submit}
            </Button>
          </>
        }
      />
    </form>
  );
}

/**
 * The landing login screen (spec §2): logo header, optional message, the login rows (inline e-mail
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
  const logo = safeImageUrl(logoUrl);
  const [open, setOpen] = useState<'email' | 'sms' | null>(status === 'error' ? 'email' : openInput);
  /** An input opened by a click (not the one open at first) takes the focus. */
  const [opened, setOpened] = useState(false);
  /** The rows shown: the first ones, or the overflow list (one at a time). */
  const list = useRef<HTMLElement | null>(null);
  const setList = (element: HTMLElement | null) => {
    list.current = element;
  };
  const previous = useRef(status);

  // Opening the list moves the focus into it; leaving it returns the focus to the row that opened it.
  useEffect(() => {
    if (previous.current === status) return;
    const target =
      status === 'overflow' ? 'input, button' : previous.current === 'overflow' ? '[data-row="overflow"]' : null;
    if (target) list.current?.querySelector<HTMLElement>(target)?.focus();
    previous.current = status;
  }, [status]);

  const expand = (input: 'email' | 'sms') => {
    setOpen(input);
    setOpened(true);
  };

  const renderRow = (row: LandingRow) => {
    switch (row.kind) {
      case 'email':
        return open === 'email' ? (
          <EmailForm
            key="email"
            defaultEmail={defaultEmail}
            emailRules={emailRules}
            recent={row.recent}
            error={error ? errorMessage(error, m) : null}
            onSubmitEmail={onSubmitEmail}
            onEmailChange={onEmailChange}
          />
        ) : (
          <RowButton key="email" kind="email" icon={<MailIcon />} recent={row.recent} onClick={() => expand('email')}>
            {m.landing.continueWithEmail}
          </RowButton>
        );
      case 'sms':
        if (open === 'sms' && renderPhoneForm) {
          return (
            <div key="sms" data-row="sms">
              {renderPhoneForm({ recent: row.recent, autoFocus: opened })}
            </div>
          );
        }
        return (
          <RowButton
            key="sms"
            kind="sms"
            recent={row.recent}
            onClick={() => (renderPhoneForm ? expand('sms') : onSelect?.(row))}
          >
            {whatsApp ? m.phone.continueWithWhatsApp : m.phone.continueWithSms}
          </RowButton>
        );
      case 'overflow':
        return (
          <RowButton key={`overflow-${row.label}`} kind="overflow" onClick={onOpenOverflow}>
            {rowLabel(m, row)}
          </RowButton>
        );
      case 'wallets':
        return (
          <RowButton key={`wallets-${row.label}`} kind="wallets" icon={<WalletIcon />} onClick={() => onSelect?.(row)}>
            {rowLabel(m, row)}
          </RowButton>
        );
      case 'wallet':
        return (
          <RowButton
            key={`wallet-${row.walletId}`}
            kind="wallet"
            icon={<WalletIcon />}
            recent={row.recent}
            onClick={() => onSelect?.(row)}
          >
            {rowLabel(m, row)}
          </RowButton>
        );
      case 'social':
        return (
          <RowButton key={row.method} kind="social" recent={row.recent} onClick={() => onSelect?.(row)}>
            {rowLabel(m, row)}
          </RowButton>
        );
      case 'cross-app':
        return (
          <RowButton key={`privy-${row.appId}`} kind="cross-app" onClick={() => onSelect?.(row)}>
            {rowLabel(m, row)}
          </RowButton>
        );
    }
  };

  const overflow = status === 'overflow';
  const rowsSlot = useSlot('login-rows', 'flex flex-col gap-2');
  return (
    <Screen name="landing" status={status}>
      <header className="flex flex-col items-center gap-3 pt-2 text-center">
        {logo && !overflow ? (
          <img
            src={logo}
            alt={format(m.landing.logoAlt, { app: appName ?? '' })}
            className="max-h-logo max-w-logo object-contain"
          />
        ) : null}
        <Title>{header}</Title>
        {loginMessage && !overflow ? <Text>{loginMessage}</Text> : null}
      </header>
      {overflow ? (
        <>
          <Button variant="ghost" size="sm" className="self-start" onClick={onCloseOverflow}>
            <BackIcon />
            {m.landing.back}
          </Button>
          <fieldset ref={setList} {...rowsSlot} data-list="overflow">
            <legend className="sr-only">{m.landing.overflowList}</legend>
            {overflowRows.map(renderRow)}
          </fieldset>
        </>
      ) : (
        <div ref={setList} {...rowsSlot} data-list="primary">
          {rows.map(renderRow)}
        </div>
      )}
      {passkey && !overflow ? (
        <Button
          variant={passkey === 'continue' ? 'secondary' : 'ghost'}
          size={passkey === 'continue' ? 'md' : 'sm'}
          data-row="passkey"
          className={cn('w-full', passkey === 'continue' ? 'justify-start' : 'text-muted-foreground')}
          onClick={() => onSelect?.({ kind: 'passkey' })}
        >
          {m.landing.passkey[passkey]}
        </Button>
      ) : null}
      {showTerms ? <TermsFooter termsUrl={termsUrl} privacyUrl={privacyUrl} /> : null}
    </Screen>
  );
}
