'use client';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';

/**
 * Spec §8: 'Add funds on <chain> to complete transaction.' under a send that lacks funds: a button
 * that opens funding when the app offers it (`onAddFunds`), else the sentence alone.
 */
export function AddFundsHint({ chain, onAddFunds }: { chain: string; onAddFunds?: (() => void) | undefined }) {
  const text = format(useMessages().sendTransaction.addFunds, { chain });
  if (!onAddFunds) return text;
  return (
    <button type="button" className="font-medium underline underline-offset-2" onClick={onAddFunds}>
      {text}
    </button>
  );
}
