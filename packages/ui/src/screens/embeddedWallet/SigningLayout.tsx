'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import type { ReactNode } from 'react';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { safeHttpUrl } from '../../lib/safeUrl.ts';
import { Button } from '../../primitives/Button.tsx';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { ReviewScreen } from '../../primitives/templates/ReviewScreen.tsx';

/** Spec §4 'Sign message', for every signing screen: idle, signing ('Signing...'), success (shown 1.4 s), or an error with a retry. */
export const signingStatuses = ['idle', 'signing', 'success', 'error'] as const;
export type SigningStatus = (typeof signingStatuses)[number];

/** What every signing View takes besides what it shows. */
export interface SigningViewProps {
  status: SigningStatus;
  /** `uiOptions.title`; else the screen's own title. */
  title?: string | undefined;
  /** `uiOptions.buttonText`; else the screen's own button. */
  buttonText?: string | undefined;
  /** `uiOptions.iconUrl`: shown only when it is an http(s) URL. */
  iconUrl?: string | undefined;
  /** The failed attempt's error (`error` status). */
  error?: { code: FoyerErrorCode } | null;
  /** Sign (and, after an error, retry). */
  onSign(): void;
}

/** An empty alt: the app's icon is decorative (the title says what is signed). */
const decorative = '';

interface SigningLayoutProps extends SigningViewProps {
  /** The screen's name (`data-screen`). */
  name: string;
  /** The badge when there is no `iconUrl`. */
  icon: ReactNode;
  /** `danger`: a warning glyph (a raw hash). */
  iconTone?: 'neutral' | 'danger';
  /** The title and the text under it, once `uiOptions` are applied. */
  heading: string;
  description: ReactNode;
  button: string;
  /** What is signed. */
  children: ReactNode;
  /** The busy and retry labels, when not the signing screens' 'Signing...' and 'Retry'. */
  signingLabel?: string | undefined;
  retryLabel?: string | undefined;
  /** Why it cannot be approved (no funds): shown instead of the status line, the button disabled. */
  blocked?: ReactNode;
  /** The button waits on the user (an acknowledgement not ticked yet): disabled, with no status line. */
  held?: boolean;
  /** The action on the success screen (a receipt's 'All Done'); none by default (it closes by itself). */
  done?: ReactNode;
}

/**
 * Every signing screen (message, typed data, transaction, raw hash, Solana) on the review template:
 * the badge, the title and its text, what is signed, the status line and the button. 'Signing...', 'Success!'
 * and 'Retry' are the `signMessage` copy, shared by them all.
 */
export function SigningLayout({
  name,
  status,
  icon,
  iconTone = 'neutral',
  iconUrl,
  heading,
  description,
  button,
  error,
  onSign,
  children,
  signingLabel,
  retryLabel,
  blocked,
  held = false,
  done,
}: SigningLayoutProps) {
  const m = useMessages();
  const copy = m.signMessage;
  const image = safeHttpUrl(iconUrl);
  const signing = status === 'signing';
  const badge = image ? (
    <img src={image} alt={decorative} />
  ) : iconTone === 'danger' ? (
    <span className="flex text-destructive">{icon}</span>
  ) : (
    icon
  );
  return (
    <ReviewScreen
      name={name}
      status={status}
      tone={status === 'success' ? 'success' : status === 'error' ? 'error' : 'info'}
      retryable
      focusTitle={false}
      icon={badge}
      title={heading}
      description={description}
      message={
        status === 'error' ? (
          <ErrorMessage>{errorMessage(error, m)}</ErrorMessage>
        ) : status === 'success' ? (
          <span className="text-success">{copy.success}</span>
        ) : (
          (blocked ?? null)
        )
      }
      actions={
        status === 'success' ? (
          done
        ) : (
          <Button disabled={signing || held || Boolean(blocked)} aria-busy={signing} onClick={onSign}>
            {signing ? (
              <>
                <Spinner size="sm" />
                {signingLabel ?? copy.signing}
              </>
            ) : status === 'error' ? (
              (retryLabel ?? copy.retry)
            ) : (
              button
            )}
          </Button>
        )
      }
    >
      {children}
    </ReviewScreen>
  );
}
