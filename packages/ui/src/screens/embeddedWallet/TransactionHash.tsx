'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { shortAddress } from '../../lib/truncate.ts';
import { CopyButton } from '../../primitives/CopyButton.tsx';
import { TextLink } from '../../primitives/TextLink.tsx';

/** A sent transaction: its hash (Solana: its signature), shortened, to copy. */
export interface SentTransaction {
  /** 'Transaction hash' or 'Signature', and the copy button's name. */
  label: string;
  copyLabel: string;
  value: string;
  /** Its block explorer page (a vetted http(s) URL); null when the chain has none. */
  explorerUrl: string | null;
}

/** The receipt's and the error screen's hash: shortened (all of it in `title`), a copy button, the explorer link when there is one. */
export function TransactionHash({ label, copyLabel, value, explorerUrl }: SentTransaction) {
  const m = useMessages();
  return (
    <div className="flex w-full flex-col items-center gap-1 text-sm">
      <span className="flex items-center gap-1">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-mono text-xs" title={value}>
          {shortAddress(value)}
        </span>
        <CopyButton value={value} label={m.copy.copy} copiedLabel={m.copy.copied} ariaLabel={copyLabel} iconOnly />
      </span>
      {explorerUrl ? <TextLink href={explorerUrl}>{m.sendTransaction.explorer}</TextLink> : null}
    </div>
  );
}
