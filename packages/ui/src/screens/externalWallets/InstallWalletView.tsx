'use client';
import type { ExternalWalletOption } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button, buttonClasses } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
import { TextLink } from '../../primitives/TextLink.tsx';
import { useWalletName, WalletLogo } from './WalletRow.tsx';

/**
 * `desktop`: the install steps with 'Reload the page' and 'Learn more'; `mobile`: 'Go to {wallet}
 * to continue' with 'Continue'; `still-here`: 1 s after Continue, 'Still here?' with 'Go to App Store'.
 */
export const installWalletViewStatuses = ['desktop', 'mobile', 'still-here'] as const;
export type InstallWalletViewStatus = (typeof installWalletViewStatuses)[number];

/** Spec §9: 'Still here?' shows 1 s after Continue. */
export const STILL_HERE_DELAY_MS = 1_000;

/** Where 'Learn more' leads: what a wallet is, per chain. */
const LEARN_MORE: Record<ExternalWalletOption['chainType'], string> = {
  ethereum: 'https://ethereum.org/en/wallets/',
  solana: 'https://solana.com/ecosystem/explore?categories=wallet',
};

/** Only https pages become links (the install URL comes from the wallet catalogue). */
const httpsOnly = (url: string | undefined) => (url && /^https:\/\//.test(url) ? url : null);

export interface InstallWalletViewProps {
  status: InstallWalletViewStatus;
  option: ExternalWalletOption;
  onReload(): void;
  /** Mobile 'Continue': open the wallet's page or app. */
  onContinue(): void;
}

/** Spec §2 'Install wallet (desktop)' and 'Mobile wallet redirect'. */
export function InstallWalletView({ status, option, onReload, onContinue }: InstallWalletViewProps) {
  const m = useMessages().externalWallets;
  const wallet = useWalletName(option);
  const installUrl = httpsOnly(option.installUrl);
  if (status === 'desktop') {
    return (
      <Screen name="install-wallet" status={status}>
        <div className="flex items-center gap-3">
          <WalletLogo option={option} size={36} />
          <Title focused>{format(m.openOrInstall, { wallet })}</Title>
        </div>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
          <li>{format(m.installStep1, { wallet })}</li>
          <li>{m.installStep2}</li>
          <li>{m.installStep3}</li>
        </ol>
        <div className="mt-auto flex flex-col items-center gap-3">
          {installUrl ? (
            <a
              href={installUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonClasses('primary')} w-full`}
            >
              {format(m.installLink, { wallet })}
            </a>
          ) : null}
          <Button variant="secondary" className="w-full" onClick={onReload}>
            {m.reload}
          </Button>
          <TextLink href={LEARN_MORE[option.chainType]}>{m.learnMore}</TextLink>
        </div>
      </Screen>
    );
  }
  return (
    <Screen name="install-wallet" status={status} className="items-center text-center">
      <WalletLogo option={option} size={56} />
      <Title focused>{status === 'mobile' ? format(m.goTo, { wallet }) : m.stillHere}</Title>
      <div className="mt-auto flex w-full flex-col gap-2">
        {status === 'mobile' ? (
          <Button className="w-full" onClick={onContinue}>
            {m.continue}
          </Button>
        ) : installUrl ? (
          <a
            href={installUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonClasses('primary')} w-full`}
          >
            {m.appStore}
          </a>
        ) : (
          <Text>{format(m.goTo, { wallet })}</Text>
        )}
      </div>
    </Screen>
  );
}
