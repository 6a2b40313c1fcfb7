'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import type { ReactNode } from 'react';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ShieldIcon } from '../../primitives/icons.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { ReviewScreen } from '../../primitives/templates/ReviewScreen.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';

interface DelegationLayoutProps {
  /** The screen's name (`data-screen`). */
  name: string;
  /** The View's status (`data-status`). */
  status: string;
  /** Where the status stands: the question, its action under way, or the result. */
  stage: 'prompt' | 'busy' | 'success' | 'error';
  title: string;
  description: string;
  /** What the question is about (the wallet). */
  children?: ReactNode;
  /** The action, its busy label, and the way out (none: the button is not offered). */
  confirm: { label: string; busyLabel: string; onClick(): void };
  cancel: { label: string; onClick(): void } | null;
  /** The result screens (shown 2.5 s, then the modal closes). */
  successTitle: string;
  successDetail: string;
  errorTitle: string;
  /** The failure (`error`), by code: its copy is the catalogue's `errors`. */
  error: { code: FoyerErrorCode } | null | undefined;
}

/**
 * Spec §4 'Delegation consent and revoke', for both screens: the question with its two buttons (the
 * action busy while it runs, the way out disabled), then a success or an error, each an end (the
 * modal closes after 2.5 s): neither offers a retry.
 */
export function DelegationLayout({
  name,
  status,
  stage,
  title,
  description,
  children,
  confirm,
  cancel,
  successTitle,
  successDetail,
  errorTitle,
  error,
}: DelegationLayoutProps) {
  const m = useMessages();
  if (stage === 'success' || stage === 'error') {
    return (
      <StatusScreen
        name={name}
        status={status}
        tone={stage}
        icon={<ShieldIcon />}
        title={stage === 'success' ? successTitle : errorTitle}
        description={stage === 'success' ? successDetail : errorMessage(error, m)}
      />
    );
  }
  const busy = stage === 'busy';
  return (
    <ReviewScreen
      name={name}
      status={status}
      icon={<ShieldIcon />}
      title={title}
      description={description}
      actions={
        <>
          <Button disabled={busy} aria-busy={busy} onClick={confirm.onClick}>
            {busy ? (
              <>
                <Spinner size="sm" />
                {confirm.busyLabel}
              </>
            ) : (
              confirm.label
            )}
          </Button>
          {cancel ? (
            <Button variant="ghost" disabled={busy} onClick={cancel.onClick}>
              {cancel.label}
            </Button>
          ) : null}
        </>
      }
    >
      {children}
    </ReviewScreen>
  );
}
