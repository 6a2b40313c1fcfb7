'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import type { ReactNode } from 'react';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { safeHttpUrl } from '../../lib/safeUrl.ts';
import { Button } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { CheckIcon } from '../../primitives/icons.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { ScreenIcon, type ScreenIconTone, ScreenImage } from '../../primitives/ScreenIcon.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';

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

interface SigningLayoutProps extends SigningViewProps {
  /** The screen's name (`data-screen`). */
  name: string;
  /** The badge when there is no `iconUrl`. */
  icon: ReactNode;
  iconTone?: ScreenIconTone;
  /** The title and the text under it, once `uiOptions` are applied. */
  heading: string;
  description: ReactNode;
  button: string;
  /** What is signed. */
  children: ReactNode;
}

/**
 * The frame of every signing screen (message, typed data, transaction, raw hash, Solana): the badge,
 * the title and its text, what is signed, the status line and the button. 'Signing...', 'Success!'
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
}: SigningLayoutProps) {
  const m = useMessages();
  const copy = m.signMessage;
  const image = safeHttpUrl(iconUrl);
  const signing = status === 'signing';
  return (
    <Screen name={name} status={status} className="items-center text-center">
      {image ? (
        <ScreenImage src={image} className="mt-2 rounded-full" />
      ) : (
        <ScreenIcon tone={iconTone} className="mt-2">
          {icon}
        </ScreenIcon>
      )}
      <div className="flex flex-col gap-2">
        <Title>{heading}</Title>
        <Text>{description}</Text>
      </div>
      {children}
      <div className="mt-auto flex w-full flex-col gap-3">
        <div className="flex min-h-6 items-center justify-center gap-2 text-sm" aria-live="polite">
          {status === 'error' ? (
            <ErrorMessage>{errorMessage(error, m)}</ErrorMessage>
          ) : status === 'success' ? (
            <span className="flex items-center gap-2 text-success">
              <CheckIcon size={16} />
              {copy.success}
            </span>
          ) : null}
        </div>
        {status === 'success' ? null : (
          <Button className="w-full" disabled={signing} aria-busy={signing} onClick={onSign}>
            {signing ? (
              <>
                <Spinner size="sm" />
                {copy.signing}
              </>
            ) : status === 'error' ? (
              copy.retry
            ) : (
              button
            )}
          </Button>
        )}
      </div>
    </Screen>
  );
}
