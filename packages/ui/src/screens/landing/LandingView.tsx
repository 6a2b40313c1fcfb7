'use client';
import { type EmailRules, type FoyerErrorCode, validateEmail } from '@foyer/headless';
import { type FormEvent, Fragment, type KeyboardEvent, type ReactNode, useState } from 'react';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { format, formatToParts } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { safeHttpUrl, safeImageUrl } from '../../lib/safeUrl.ts';
import { Button } from '../../primitives/Button.tsx';
import { Chip } from '../../primitives/Chip.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { TextField } from '../../primitives/TextField.tsx';
import { TextLink } from '../../primitives/TextLink.tsx';

/** `initial`: ready for an address; `error`: the address was refused (inline message). */
export const landingViewStatuses = ['initial', 'error'] as const;
export type LandingViewStatus = (typeof landingViewStatuses)[number];

export interface LandingViewProps {
  status: LandingViewStatus;
  /** 'Log in or sign up', or the app's `appearance.landingHeader`. */
  header: string;
  appName?: string | null;
  /** Config value: only http(s) or data:image URLs are shown. */
  logoUrl?: string | null;
  /** Already truncated to 100 characters. Rendered as text. */
  loginMessage?: string | null;
  /** Show the inline e-mail input (off with `hideDirectWeb2Inputs` or when e-mail is not enabled). */
  showEmail?: boolean;
  defaultEmail?: string;
  /** The app's rules for addresses (no '+'): Submit stays disabled until the address passes them. */
  emailRules?: EmailRules;
  /** Mark the e-mail input with the 'Recent' chip. */
  recent?: boolean;
  /** The inline error of `error` status. */
  error?: { code: FoyerErrorCode } | null;
  /** Show the terms footer. Config URLs: only http(s) ones become links. */
  showTerms?: boolean;
  termsUrl?: string | null | undefined;
  privacyUrl?: string | null | undefined;
  /** Submit or Enter, with the trimmed address; Enter also sends an invalid one, so the screen can say why. */
  onSubmitEmail(email: string): void;
  /** The address changed (the screen clears a stale error). */
  onEmailChange?(email: string): void;
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

/** The landing login screen (spec §2): logo header, optional message, e-mail input, terms footer. */
export function LandingView({
  status,
  header,
  appName,
  logoUrl,
  loginMessage,
  showEmail = true,
  defaultEmail = '',
  emailRules,
  recent = false,
  error,
  showTerms = false,
  termsUrl,
  privacyUrl,
  onSubmitEmail,
  onEmailChange,
}: LandingViewProps) {
  const m = useMessages();
  const [email, setEmail] = useState(defaultEmail);
  const logo = safeImageUrl(logoUrl);
  const valid = validateEmail(email, emailRules) === null;

  // Enter submits even while the button is disabled, so an invalid address gets its inline message.
  const submit = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    onSubmitEmail(email.trim());
  };

  return (
    <Screen name="landing" status={status}>
      <header className="flex flex-col items-center gap-3 pt-2 text-center">
        {logo ? (
          <img
            src={logo}
            alt={format(m.landing.logoAlt, { app: appName ?? '' })}
            className="max-h-logo max-w-logo object-contain"
          />
        ) : null}
        <Title>{header}</Title>
        {loginMessage ? <Text>{loginMessage}</Text> : null}
      </header>
      {showEmail ? (
        <form noValidate onSubmit={submit} data-slot="email-form" className="flex flex-col">
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
            error={status === 'error' ? errorMessage(error, m) : null}
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
      ) : null}
      {showTerms ? <TermsFooter termsUrl={termsUrl} privacyUrl={privacyUrl} /> : null}
    </Screen>
  );
}
