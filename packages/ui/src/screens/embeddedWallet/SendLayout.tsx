'use client';
import type { FoyerErrorCode, TransactionScan } from '@foyer/headless';
import { type ReactNode, useId, useState } from 'react';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { SignatureIcon } from '../../primitives/icons.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';
import { ScanSummary } from './ScanSummary.tsx';
import type { SigningDetail } from './SigningDetails.tsx';
import { SigningLayout, type SigningViewProps } from './SigningLayout.tsx';
import { TransactionDetails } from './TransactionDetails.tsx';
import { type SentTransaction, TransactionHash } from './TransactionHash.tsx';

/** What both send Views take besides what they show (`uiOptions` of a send). */
export interface SendViewProps extends SigningViewProps {
  /**
   * The failed attempt's error (`error` status). A transaction that was sent and then failed (it
   * reverted, or no receipt came) carries its hash or signature in `details.hash`: the error screen
   * shows it.
   */
  error?: { code: FoyerErrorCode; details?: { hash?: string } | undefined } | null;
  description?: string | undefined;
  /** On the receipt. */
  successHeader?: string | undefined;
  successDescription?: string | undefined;
  /** 'All Done' on the receipt. */
  onDone?: () => void;
  /** Without funds: 'Add funds on <chain> to complete transaction.' opens funding (when the app offers it). */
  onAddFunds?: (() => void) | undefined;
}

interface SendLayoutProps extends SendViewProps {
  /** The screen's name (`data-screen`). */
  name: string;
  /** The confirmation's title and button, once `uiOptions` are applied. */
  heading: string;
  button: string;
  /** What the transaction does, in a sentence or a list, above the scan. */
  summary: ReactNode;
  scan: TransactionScan | null;
  /** The details accordion's rows. */
  rows: SigningDetail[];
  /** Funds are missing: why, shown instead of the status line; Approve disabled. */
  blocked?: ReactNode;
  /** The transaction sent: on the receipt, and on the error screen when it failed after it was sent. */
  sent: SentTransaction | null;
  /** The error screen's 'Error message' box (what the chain said was missing); none when null. */
  errorDetails: string | null;
}

/**
 * Both send screens (spec §2 'Signing and sending', §4 'Send … transaction'). Ready to confirm: the
 * title, what the transaction does, the scan (a malicious verdict holds Approve until its checkbox is
 * ticked), the details accordion, the funds notice, the button; then 'Sending...'; the receipt
 * ('Transaction complete!', the hash, 'All Done'); or the error screen ('Please try again.', 'Error
 * message', the hash when it was sent, 'Retry transaction').
 */
export function SendLayout({
  name,
  status,
  heading,
  description,
  button,
  successHeader,
  successDescription,
  summary,
  scan,
  rows,
  blocked,
  sent,
  errorDetails,
  error,
  onSign,
  onDone,
  ...props
}: SendLayoutProps) {
  const m = useMessages();
  const copy = m.sendTransaction;
  const [acknowledged, setAcknowledged] = useState(false);
  const detailsLabel = useId();
  if (status === 'error') {
    return (
      <StatusScreen
        name={name}
        status={status}
        tone="error"
        retryable
        title={errorMessage(error, m)}
        description={copy.tryAgain}
        actions={<Button onClick={onSign}>{copy.retry}</Button>}
      >
        {errorDetails ? (
          <section
            aria-labelledby={detailsLabel}
            className="flex w-full flex-col gap-0.5 rounded-foyer-sm border border-border bg-muted p-3 text-left text-sm"
          >
            <p id={detailsLabel} className="text-xs text-muted-foreground">
              {copy.errorMessage}
            </p>
            <p className="break-words">{errorDetails}</p>
          </section>
        ) : null}
        {sent ? <TransactionHash {...sent} /> : null}
      </StatusScreen>
    );
  }
  const success = status === 'success';
  return (
    <SigningLayout
      {...props}
      name={name}
      status={status}
      icon={<SignatureIcon size={28} />}
      heading={success ? successHeader || copy.complete : heading}
      description={success ? successDescription || null : description || copy.description}
      button={button}
      signingLabel={copy.sending}
      retryLabel={copy.retry}
      blocked={blocked}
      held={scan?.verdict === 'malicious' && !acknowledged}
      done={onDone ? <Button onClick={onDone}>{copy.allDone}</Button> : undefined}
      onSign={onSign}
    >
      {success ? (
        sent ? (
          <TransactionHash {...sent} />
        ) : null
      ) : (
        <>
          <div className="w-full text-left font-medium wrap-anywhere">{summary}</div>
          {scan ? <ScanSummary scan={scan} acknowledged={acknowledged} onAcknowledge={setAcknowledged} /> : null}
          <TransactionDetails rows={rows} />
        </>
      )}
    </SigningLayout>
  );
}
