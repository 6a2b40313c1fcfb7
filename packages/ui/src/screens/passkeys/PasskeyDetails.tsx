'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { lastVerified, type PasskeyAccount, passkeyName } from './passkeyText.ts';

export interface PasskeyDetailsProps {
  passkey: PasskeyAccount;
  /** The id of the date line, for a button it describes. */
  dateId?: string;
}

/** A passkey's name over its date of last verification (spec §2 'Passkey management'). */
export function PasskeyDetails({ passkey, dateId }: PasskeyDetailsProps) {
  const m = useMessages();
  return (
    <span className="flex min-w-0 flex-1 flex-col text-left">
      <span className="truncate font-medium text-sm">{passkeyName(passkey, m)}</span>
      <span id={dateId} className="text-muted-foreground text-xs">
        {lastVerified(passkey, m)}
      </span>
    </span>
  );
}
