'use client';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ListScreen } from '../../primitives/templates/ListScreen.tsx';
import { WalletBadge } from './WalletBadge.tsx';

/** One status: the visitor says whether the Solana wallet is a Ledger (which signs no messages). */
export const ledgerChoiceViewStatuses = ['choosing'] as const;
export type LedgerChoiceViewStatus = (typeof ledgerChoiceViewStatuses)[number];

export interface LedgerChoiceViewProps {
  status?: LedgerChoiceViewStatus;
  /** The wallet's name (rendered as text). */
  walletName: string;
  /** A `data:image/` or `https:` icon; anything else is not rendered. */
  walletIcon?: string | undefined;
  /** `true`: sign in with a memo transaction (Ledger); `false`: sign the message. */
  onChoose(ledger: boolean): void;
}

/** Spec wallets §2 'Ledger choice' for a Solana wallet. */
export function LedgerChoiceView({ status = 'choosing', walletName, walletIcon, onChoose }: LedgerChoiceViewProps) {
  const copy = useMessages().solanaLedgerChoice;
  return (
    <ListScreen name="solana-ledger-choice" status={status} icon={<WalletBadge icon={walletIcon} />} title={walletName}>
      <Button onClick={() => onChoose(false)}>{copy.withoutLedger}</Button>
      <Button variant="secondary" onClick={() => onChoose(true)}>
        {copy.withLedger}
      </Button>
    </ListScreen>
  );
}
