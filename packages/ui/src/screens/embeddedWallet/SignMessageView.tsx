'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { SignatureIcon } from '../../primitives/icons.tsx';
import { SignedMessage, type SignedMessageFormat } from './SignedMessage.tsx';
import { SigningLayout, type SigningViewProps, signingStatuses } from './SigningLayout.tsx';

/** Spec §4 'Sign message': idle, signing ('Signing...'), success (shown 1.4 s), or an error with a retry. */
export const signMessageViewStatuses = signingStatuses;
export type SignMessageViewStatus = (typeof signMessageViewStatuses)[number];

export interface SignMessageViewProps extends SigningViewProps {
  /** What the user signs: the message's text, typed data as JSON, or 0x hex. Rendered as text. */
  message: string;
  /** How `message` reads (default `text`): hex shows with its length, typed data as labelled fields. */
  format?: SignedMessageFormat;
  /** `uiOptions.description`; default 'Signing this message will not cost you any fees.' */
  description?: string | undefined;
}

/**
 * Spec §2 'Sign message': a message, typed data or a Solana message. The title, the no-fees text,
 * the message (text, hex or typed data) in a scrollable box, and the button.
 */
export function SignMessageView({
  message,
  format = 'text',
  title,
  description,
  buttonText,
  ...props
}: SignMessageViewProps) {
  const copy = useMessages().signMessage;
  return (
    <SigningLayout
      {...props}
      name="sign-message"
      icon={<SignatureIcon size={28} />}
      heading={title || copy.title}
      description={description || copy.description}
      button={buttonText || copy.button}
    >
      <SignedMessage message={message} format={format} />
    </SigningLayout>
  );
}
