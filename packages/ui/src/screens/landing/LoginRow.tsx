'use client';
import type { EmailRules, LandingRow } from '@foyer/headless';
import type { ReactNode } from 'react';
import { BrandMark } from '../../brand/BrandMark.tsx';
import { isBrandMark } from '../../brand/brandMarks.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Chip } from '../../primitives/Chip.tsx';
import { MailIcon, WalletIcon } from '../../primitives/icons.tsx';
import { EmailForm } from './EmailForm.tsx';
import type { LandingTarget, PhoneFormSlotProps } from './LandingView.tsx';
import { rowLabel } from './labels.ts';

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
  kind: LandingRow['kind'];
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

export interface LoginRowProps {
  row: LandingRow;
  /** The inline input shown open (the other one is a button that opens it in place). */
  open: 'email' | 'sms' | null;
  /** The open input was opened by a click: it takes the focus. */
  opened: boolean;
  /** The phone row reads 'Continue with WhatsApp'. */
  whatsApp: boolean;
  defaultEmail: string;
  emailRules: EmailRules | undefined;
  /** Why the address was refused, for the e-mail input. */
  emailError: string | null;
  /** The phone form; without it the phone row is a button that reports `{ kind: 'sms' }`. */
  renderPhoneForm: ((props: PhoneFormSlotProps) => ReactNode) | undefined;
  onSubmitEmail(email: string): void;
  onEmailChange: ((email: string) => void) | undefined;
  onSelect: ((target: LandingTarget) => void) | undefined;
  onOpenOverflow: (() => void) | undefined;
  /** Open an inline input in place of its button. */
  onExpand(input: 'email' | 'sms'): void;
}

/** A row's key among its list: unique per row, stable across renders. */
export function rowKey(row: LandingRow): string {
  switch (row.kind) {
    case 'email':
    case 'sms':
      return row.kind;
    case 'social':
      return row.method;
    case 'wallet':
      return `wallet-${row.walletId}`;
    case 'wallets':
    case 'overflow':
      return `${row.kind}-${row.label}`;
    case 'cross-app':
      return `privy-${row.appId}`;
  }
}

/** One row of the landing screen: the e-mail or phone input (or the button that opens it), or a method button. */
export function LoginRow({ row, open, opened, whatsApp, emailError, renderPhoneForm, ...props }: LoginRowProps) {
  const m = useMessages();
  const select = () => props.onSelect?.(row as LandingTarget);
  switch (row.kind) {
    case 'email':
      return open === 'email' ? (
        <EmailForm
          defaultEmail={props.defaultEmail}
          emailRules={props.emailRules}
          recent={row.recent}
          error={emailError}
          onSubmitEmail={props.onSubmitEmail}
          onEmailChange={props.onEmailChange}
        />
      ) : (
        <RowButton kind="email" icon={<MailIcon />} recent={row.recent} onClick={() => props.onExpand('email')}>
          {m.landing.continueWithEmail}
        </RowButton>
      );
    case 'sms':
      if (open === 'sms' && renderPhoneForm) {
        return <div data-row="sms">{renderPhoneForm({ recent: row.recent, autoFocus: opened })}</div>;
      }
      return (
        <RowButton kind="sms" recent={row.recent} onClick={renderPhoneForm ? () => props.onExpand('sms') : select}>
          {whatsApp ? m.phone.continueWithWhatsApp : m.phone.continueWithSms}
        </RowButton>
      );
    case 'overflow':
      return (
        <RowButton kind="overflow" onClick={props.onOpenOverflow}>
          {rowLabel(m, row)}
        </RowButton>
      );
    case 'wallets':
      return (
        <RowButton kind="wallets" icon={<WalletIcon />} onClick={select}>
          {rowLabel(m, row)}
        </RowButton>
      );
    case 'wallet':
      return (
        <RowButton
          kind="wallet"
          icon={isBrandMark(row.walletId) ? <BrandMark name={row.walletId} /> : <WalletIcon />}
          recent={row.recent}
          onClick={select}
        >
          {rowLabel(m, row)}
        </RowButton>
      );
    case 'social':
      return (
        <RowButton kind="social" icon={<BrandMark name={row.method} />} recent={row.recent} onClick={select}>
          {rowLabel(m, row)}
        </RowButton>
      );
    case 'cross-app':
      return (
        <RowButton kind="cross-app" onClick={select}>
          {rowLabel(m, row)}
        </RowButton>
      );
  }
}
