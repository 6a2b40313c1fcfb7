'use client';
import { type AccountTransferData, type FoyerError, transferHandle } from '@foyer/headless';
import { useId } from 'react';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import type { Messages } from '../../i18n/messages.en.ts';
import { AddressRow } from '../../primitives/AddressRow.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { CheckIcon } from '../../primitives/icons.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { ScreenIcon } from '../../primitives/ScreenIcon.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { TextLink } from '../../primitives/TextLink.tsx';
import { explorerUrl } from './explorer.ts';

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
  const detailId = useId();
  const wallet = data.embeddedWalletAddress;
  const assetsStep = status === 'check-assets' || ((status === 'transferring' || status === 'error') && checkingAssets);
  const busy = status === 'transferring';

  if (status === 'success') {
    return (
      <Screen name="account-transfer" status={status} className="items-center justify-center text-center">
        <ScreenIcon tone="success">
          <CheckIcon size={28} />
        </ScreenIcon>
        <Title focused>{copy.success}</Title>
      </Screen>
    );
  }

  const explorer = wallet ? explorerUrl(wallet) : null;
  const asksFirst = !assetsStep && wallet !== null;
  return (
    <Screen name="account-transfer" status={status}>
      <div className="flex flex-col gap-2">
        <Title focused describedBy={detailId}>
          {assetsStep ? copy.checkAssetsTitle : format(copy.title, { account: accountLabel(data, m) })}
        </Title>
        <Text id={detailId}>
          {assetsStep ? copy.checkAssetsDetail : format(copy.detail, { handle: transferHandle(data) })}
        </Text>
      </div>
      {assetsStep && wallet ? (
        <div className="flex flex-col gap-2">
          <AddressRow label={copy.walletAddress} address={wallet} copyLabel={copy.copyAddress} writeText={writeText} />
          {explorer ? (
            <p className="text-sm">
              <TextLink href={explorer}>{copy.explorer}</TextLink>
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="mt-auto flex w-full flex-col gap-3">
        <div className="flex min-h-6 items-center justify-center text-sm" aria-live="polite">
          {status === 'error' ? <ErrorMessage>{errorMessage(error, m)}</ErrorMessage> : null}
        </div>
        {asksFirst ? (
          <Button className="w-full" onClick={onContinue}>
            {copy.continue}
          </Button>
        ) : (
          <Button className="w-full" disabled={busy} aria-busy={busy} onClick={onTransfer}>
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
        <Button variant="secondary" className="w-full" disabled={busy} onClick={onDecline}>
          {copy.decline}
        </Button>
      </div>
    </Screen>
  );
}
