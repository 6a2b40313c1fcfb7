'use client';
import type { FundingMethod, FundingOptions } from '@foyer/headless';
import type { ReactNode } from 'react';
import { BrandMark } from '../../brand/BrandMark.tsx';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Chip } from '../../primitives/Chip.tsx';
import { ErrorMessage } from '../../primitives/ErrorMessage.tsx';
import { AlertIcon, BankIcon, CardIcon, QrIcon, WalletIcon } from '../../primitives/icons.tsx';
import { TextLink } from '../../primitives/TextLink.tsx';
import { ListScreen } from '../../primitives/templates/ListScreen.tsx';
import type { FundingError } from './fundingText.ts';
import { fundingErrorText } from './fundingText.ts';

/** `choosing-method`: the methods the app offers, with the last method's failure when there is one. */
export const fundingMethodViewStatuses = ['choosing-method'] as const;

export interface FundingMethodViewProps {
  /** 'Add funds to your {walletName} wallet': the app's name, or the wallet's. */
  walletName: string;
  /** The methods offered (the state's `options`). */
  options: FundingOptions;
  /** The last method's failure (the state's `error`): the banner above the methods. */
  error: FundingError | null;
  onSelect(method: FundingMethod): void;
  /** 'Try a different provider': the second card provider. */
  onAlternateProvider(): void;
}

const glyphs: Record<FundingMethod, ReactNode> = {
  card: <CardIcon />,
  exchange: <BankIcon />,
  wallet: <WalletIcon />,
  manual: <QrIcon />,
};

/** The marks of the badges beside 'Pay with card'. */
const badgeMarks = { 'apple-pay': 'apple', 'google-pay': 'google' } as const;

/**
 * Spec §2 'Funding method chooser': 'Add funds to your <wallet name> wallet'; 'Pay with card' (with
 * the Apple Pay or Google Pay badge), 'Transfer from an exchange', 'Transfer from wallet', 'Receive
 * funds', each when offered; the error banner; 'Having trouble or facing location restrictions? Try a
 * different provider.' when a second card provider may be tried.
 */
export function FundingMethodView({
  walletName,
  options,
  error,
  onSelect,
  onAlternateProvider,
}: FundingMethodViewProps) {
  const m = useMessages();
  const copy = m.funding.method;
  const offered = (['card', 'exchange', 'wallet', 'manual'] as const).filter((method) =>
    method === 'card' ? options.card.length > 0 : options[method],
  );
  return (
    <ListScreen
      name="funding-method"
      status="choosing-method"
      title={format(copy.title, { walletName })}
      footer={
        options.showAlternateProvider ? (
          <TextLink asChild>
            <button type="button" onClick={onAlternateProvider}>
              {copy.alternateProvider}
            </button>
          </TextLink>
        ) : null
      }
    >
      {error ? (
        <div className="flex items-start gap-2 rounded-foyer-sm border border-destructive p-3 text-left text-sm">
          <span className="mt-0.5 shrink-0 text-destructive">
            <AlertIcon size={16} />
          </span>
          <ErrorMessage>{fundingErrorText(error, m)}</ErrorMessage>
        </div>
      ) : null}
      {offered.map((method) => (
        <Button
          key={method}
          variant="secondary"
          className="justify-start"
          data-method={method}
          onClick={() => onSelect(method)}
        >
          {glyphs[method]}
          <span className="flex-1 text-left text-sm">{copy[method]}</span>
          {method === 'card' && options.cardBadge ? (
            <Chip>
              <BrandMark name={badgeMarks[options.cardBadge]} size={12} />
              {copy.badges[options.cardBadge]}
            </Chip>
          ) : null}
        </Button>
      ))}
    </ListScreen>
  );
}
