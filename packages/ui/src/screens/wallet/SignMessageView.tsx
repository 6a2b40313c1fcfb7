'use client';
import type { FoyerErrorCode } from '@foyer/headless';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { safeHttpUrl } from '../../lib/safeUrl.ts';
import { Button } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { CheckIcon, SignatureIcon } from '../../primitives/icons.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { ScreenIcon, ScreenImage } from '../../primitives/ScreenIcon.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { useSlot } from '../../primitives/slots.ts';

/** Spec §4 'Sign message': idle, signing ('Signing...'), success (shown 1.4 s), or an error with a retry. */
export const signMessageViewStatuses = ['idle', 'signing', 'success', 'error'] as const;
export type SignMessageViewStatus = (typeof signMessageViewStatuses)[number];

export interface SignMessageViewProps {
  status: SignMessageViewStatus;
  /** What the user signs, as the headless layer displays it (text, indented JSON or hex). Rendered as text. */
  message: string;
  /** `uiOptions.title`; default 'Sign message'. */
  title?: string | undefined;
  /** `uiOptions.description`; default 'Signing this message will not cost you any fees.' */
  description?: string | undefined;
  /** `uiOptions.buttonText`; default 'Sign and continue'. */
  buttonText?: string | undefined;
  /** `uiOptions.iconUrl`: shown only when it is an http(s) URL. */
  iconUrl?: string | undefined;
  /** The failed attempt's error (`error` status). */
  error?: { code: FoyerErrorCode } | null;
  /** Sign (and, after an error, retry). */
  onSign(): void;
}

/** Spec §2 'Sign message': the title, the no-fees text, the message in a scrollable box, and the button. */
export function SignMessageView({
  status,
  message,
  title,
  description,
  buttonText,
  iconUrl,
  error,
  onSign,
}: SignMessageViewProps) {
  const m = useMessages();
  const copy = m.signMessage;
  const icon = safeHttpUrl(iconUrl);
  const signing = status === 'signing';
  const box = useSlot(
    'sign-message',
    'max-h-[310px] w-full overflow-y-auto rounded-foyer-sm border border-border bg-muted p-3 text-left font-mono text-xs break-all whitespace-pre-wrap outline-none focus-visible:outline-2 focus-visible:outline-ring',
  );

  return (
    <Screen name="sign-message" status={status} className="items-center text-center">
      {icon ? (
        <ScreenImage src={icon} className="mt-2 rounded-full" />
      ) : (
        <ScreenIcon tone="neutral" className="mt-2">
          <SignatureIcon size={28} />
        </ScreenIcon>
      )}
      <div className="flex flex-col gap-2">
        <Title>{title || copy.title}</Title>
        <Text>{description || copy.description}</Text>
      </div>
      {/* Spec §9: the message box is at most 310 px tall; it scrolls, and takes focus to scroll by keyboard. */}
      <section
        {...box}
        aria-label={copy.messageLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
      >
        {message}
      </section>
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
              buttonText || copy.button
            )}
          </Button>
        )}
      </div>
    </Screen>
  );
}
