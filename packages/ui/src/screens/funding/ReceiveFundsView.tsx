'use client';
import type { FundingTarget } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { cn } from '../../lib/cn.ts';
import { AddressRow } from '../../primitives/AddressRow.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Chip } from '../../primitives/Chip.tsx';
import { CheckIcon } from '../../primitives/icons.tsx';
import { QrCode } from '../../primitives/QrCode.tsx';
import { Text } from '../../primitives/Screen.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { QrScreen } from '../../primitives/templates/QrScreen.tsx';
import { balanceText } from './fundingText.ts';

/** `receiving`: the address to send to, and the wallet's balance as it is polled. */
export const receiveFundsViewStatuses = ['receiving'] as const;

/** Spec §9: QR codes are 160 px by default. */
const QR_SIZE = 160;

export interface ReceiveFundsViewProps {
  /** The wallet, its network and asset; `uiConfig` may replace the title and text. */
  target: FundingTarget;
  /** What the QR code carries: the address as a chain-typed URI (a Solana token's with `spl-token`). */
  qrValue: string;
  /** The wallet's balance in the asset's smallest unit; null until the first poll answers. */
  balance: bigint | null;
  /** The balance rose since the first poll: Continue shows. */
  canContinue: boolean;
  /** The balance reached the amount: it turns green. */
  funded: boolean;
  onContinue(): void;
  /** Writes to the clipboard; default `navigator.clipboard.writeText`. */
  writeText?: ((text: string) => Promise<void>) | undefined;
}

/**
 * Spec §2 'Receive funds': the QR code of the address, the address to copy, the polled balance (3
 * decimals, green once funded), 'Make sure to send funds on <network>.', and Continue once the
 * balance rose. `receiveFundsTitle` and `receiveFundsSubtitle` replace the title and text, as text.
 */
export function ReceiveFundsView({
  target,
  qrValue,
  balance,
  canContinue,
  funded,
  onContinue,
  writeText,
}: ReceiveFundsViewProps) {
  const m = useMessages();
  const copy = m.funding.receive;
  return (
    <QrScreen
      name="receive-funds"
      status="receiving"
      title={target.uiConfig.receiveFundsTitle ?? copy.title}
      description={target.uiConfig.receiveFundsSubtitle ?? format(copy.description, { symbol: target.asset.symbol })}
      actions={canContinue ? <Button onClick={onContinue}>{m.funding.continue}</Button> : undefined}
    >
      <div className="flex items-center justify-center rounded-foyer-sm border border-border bg-white p-2">
        <QrCode value={qrValue} label={copy.qrLabel} size={QR_SIZE} className="text-black" />
      </div>
      <AddressRow label={copy.address} address={target.address} copyLabel={copy.copyAddress} writeText={writeText} />
      <div className="flex w-full items-center justify-between gap-2 rounded-foyer-sm border border-border py-2 pr-2 pl-3 text-sm">
        <span className="text-muted-foreground">{copy.balance}</span>
        {balance === null ? (
          <Spinner size="sm" label={copy.checkingBalance} />
        ) : (
          <span className="flex items-center gap-2" aria-live="polite">
            <span className={cn('font-medium', funded && 'text-success')}>{balanceText(m, target.asset, balance)}</span>
            {funded ? (
              <Chip variant="success">
                <CheckIcon size={12} />
                {copy.funded}
              </Chip>
            ) : null}
          </span>
        )}
      </div>
      <Text className="w-full">{format(copy.notice, { network: target.networkName })}</Text>
    </QrScreen>
  );
}
