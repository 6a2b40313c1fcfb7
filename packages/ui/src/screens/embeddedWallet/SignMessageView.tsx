'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { SignatureIcon } from '../../primitives/icons.tsx';
import { useSlot } from '../../primitives/slots.ts';
import { SigningLayout, type SigningViewProps, signingStatuses } from './SigningLayout.tsx';

/** Spec §4 'Sign message': idle, signing ('Signing...'), success (shown 1.4 s), or an error with a retry. */
export const signMessageViewStatuses = signingStatuses;
export type SignMessageViewStatus = (typeof signMessageViewStatuses)[number];

export interface SignMessageViewProps extends SigningViewProps {
  /** What the user signs: the message's text, typed data as indented JSON, or hex. Rendered as text. */
  message: string;
  /** `uiOptions.description`; default 'Signing this message will not cost you any fees.' */
  description?: string | undefined;
}

/**
 * Spec §2 'Sign message': a message, typed data or a Solana message. The title, the no-fees text,
 * the message in a scrollable box, and the button.
 */
export function SignMessageView({ message, title, description, buttonText, ...props }: SignMessageViewProps) {
  const copy = useMessages().signMessage;
  const box = useSlot(
    'sign-message',
    'max-h-[310px] w-full overflow-y-auto rounded-foyer-sm border border-border bg-muted p-3 text-left font-mono text-xs break-all whitespace-pre-wrap outline-none focus-visible:outline-2 focus-visible:outline-ring',
  );
  return (
    <SigningLayout
      {...props}
      name="sign-message"
      icon={<SignatureIcon size={28} />}
      heading={title || copy.title}
      description={description || copy.description}
      button={buttonText || copy.button}
    >
      {/* Spec §9: the message box is at most 310 px tall; it scrolls, and takes focus to scroll by keyboard. */}
      <section
        {...box}
        aria-label={copy.messageLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
      >
        {message}
      </section>
    </SigningLayout>
  );
}
