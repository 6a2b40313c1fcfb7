'use client';
import { type AccountTransferData, type FoyerError, transferHandle } from '@foyer/headless';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import type { Messages } from '../../i18n/messages.en.ts';
import { explorerUrl } from '../../lib/explorer.ts';
import { AddressRow } from '../../primitives/AddressRow.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { TextLink } from '../../primitives/TextLink.tsx';
import { ReviewScreen } from '../../primitives/templates/ReviewScreen.tsx';

/**
 * `confirm`: the question; `check-assets`: the other account's embedded wallet, before transferring;
 * `transferring` and `error`: the step the transfer was started from, busy or with the error;
 * `success`: 'Success!' (the modal closes after 1 s).
 */
export const transferViewStatuses = ['confirm', 'check-assets', 'transferring', 'success', 'error'] as const;
export type TransferViewStatus = (typeof transferViewStatuses)[number];

export interface TransferViewProps {
  status: TransferViewStatus;
  /** The transfer data of the `ACCOUNT_TRANSFER_REQUIRED` error. */
  data: AccountTransferData;
  /** With `transferring` and `error`: whether the assets check is the step shown. */
  checkingAssets?: boolean;
  error?: FoyerError | null;
  /** 'Continue' to the assets check (when the other account has an embedded wallet). */
  onContinue: () => void;
  onTransfer: () => void;
  /** 'No thanks'. */
  onDecline: () => void;
  /** Writes to the clipboard (default `navigator.clipboard.writeText`). */
  writeText?: (text: string) => Promise<void>;
}

/** 'Email address', 'Phone number', 'Wallet address', 'Google profile', … */
function accountLabel(data: AccountTransferData, m: Messages): string {
  const { account } = data;
  if (account.type !== 'oauth') return m.accountLabels[account.type];
  const provider =
    account.provider in m.providerNames
      ? m.providerNames[account.provider as keyof Messages['providerNames']]
      : account.provider;
  return format(m.accountLabels.oauth, { provider });
}

/**
 * Spec §2 'Account transfer': '{account} is associated with another account', 'Do you want to
 * transfer {handle} to this account instead? This will delete your other account.', 'Transfer and
 * delete account' and 'No thanks'. When the other account has an embedded wallet, 'Continue' leads
 * to 'Check account assets before transferring', with the address to copy and a block explorer link.
 */
export function TransferView({
  status,
  data,
  checkingAssets = false,
  error,
  onContinue,
  onTransfer,
  onDecline,
  writeText,
}: TransferViewProps) {
  const m = useMessages();
  const copy = m.accountTransfer;
  const wallet = data.embeddedWalletAddress;
  const assetsStep = status === 'check-assets' || ((status === 'transferring' || status === 'error') && checkingAssets);
  const busy = status === 'transferring';

  if (status === 'success') {
    return <ReviewScreen name="account-transfer" status={status} tone="success" title={copy.success} />;
  }

  const explorer = wallet ? explorerUrl(wallet) : null;
  const asksFirst = !assetsStep && wallet !== null;
  return (
    <ReviewScreen
      name="account-transfer"
      status={status}
      tone={status === 'error' ? 'error' : 'info'}
      retryable
      focusTitle
      title={assetsStep ? copy.checkAssetsTitle : format(copy.title, { account: accountLabel(data, m) })}
      description={assetsStep ? copy.checkAssetsDetail : format(copy.detail, { handle: transferHandle(data) })}
      message={status === 'error' ? <ErrorMessage>{errorMessage(error, m)}</ErrorMessage> : null}
      actions={
        <>
          {asksFirst ? (
            <Button onClick={onContinue}>{copy.continue}</Button>
          ) : (
            <Button disabled={busy} aria-busy={busy} onClick={onTransfer}>
              {busy ? (
                <>
                  <Spinner size="sm" />
                  {copy.transferring}
                </>
              ) : (
                copy.transfer
              )}
            </Button>
          )}
          <Button variant="secondary" disabled={busy} onClick={onDecline}>
            {copy.decline}
          </Button>
        </>
      }
    >
      {assetsStep && wallet ? (
        <>
          <AddressRow label={copy.walletAddress} address={wallet} copyLabel={copy.copyAddress} writeText={writeText} />
          {explorer ? (
            <p className="text-center text-sm">
              <TextLink href={explorer}>{copy.explorer}</TextLink>
            </p>
          ) : null}
        </>
      ) : null}
    </ReviewScreen>
  );
}
