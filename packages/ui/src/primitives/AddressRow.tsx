'use client';
import { useMessages } from '../i18n/MessagesContext.tsx';
import { shortAddress } from '../lib/truncate.ts';
import { CopyButton } from './CopyButton.tsx';
import { useSlot } from './slots.ts';

export interface AddressRowProps {
  /** The row's label, e.g. 'Wallet address'. */
  label: string;
  address: string;
  /** The copy button's accessible name, e.g. 'Copy wallet address'. */
  copyLabel: string;
  /** Writes to the clipboard; default `navigator.clipboard.writeText` (stories and tests pass their own). */
  writeText?: ((text: string) => Promise<void>) | undefined;
}

/** A wallet address on one line: label, the address middle-truncated, and a copy button. */
export function AddressRow({ label, address, copyLabel, writeText }: AddressRowProps) {
  const m = useMessages();
  return (
    <div
      {...useSlot(
        'wallet-address',
        'flex w-full items-center justify-between gap-2 rounded-foyer-sm border border-border py-1 pr-1 pl-3',
      )}
    >
      <span className="text-sm text-muted-foreground">{label}</span>
      <span className="flex items-center gap-1">
        <span className="font-mono text-sm" title={address}>
          {shortAddress(address)}
        </span>
        <CopyButton
          value={address}
          label={m.copy.copy}
          copiedLabel={m.copy.copied}
          ariaLabel={copyLabel}
          {...(writeText ? { writeText } : {})}
        />
      </span>
    </div>
  );
}
