'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { formatPlural } from '../../i18n/plural.ts';
import { MessageBox } from './MessageBox.tsx';
import { TypedDataTree } from './TypedDataTree.tsx';

/** How a message to sign reads: UTF-8 text, bytes that are not text (0x hex), or EIP-712 typed data (JSON). */
export type SignedMessageFormat = 'text' | 'hex' | 'typed-data';

/**
 * What a signing screen shows of a message: text as text, hex with its length in bytes, typed data
 * as labelled fields (TypedDataTree). Always rendered as text, never as markup.
 */
export function SignedMessage({ message, format }: { message: string; format: SignedMessageFormat }) {
  const m = useMessages();
  if (format === 'typed-data') return <TypedDataTree json={message} />;
  if (format === 'text') {
    return <MessageBox className="text-sm break-words whitespace-pre-wrap">{message}</MessageBox>;
  }
  const bytes = Math.floor((message.length - 2) / 2);
  return (
    <div className="flex w-full flex-col gap-1">
      <p className="text-left text-xs text-muted-foreground">{formatPlural(m.locale, m.signMessage.hexBytes, bytes)}</p>
      <MessageBox className="font-mono text-xs break-all">{message}</MessageBox>
    </div>
  );
}
