'use client';
import type { ExternalWalletOption } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button, buttonClasses } from '../../primitives/Button.tsx';
import { TextLink } from '../../primitives/TextLink.tsx';
import { StatusScreen } from '../../primitives/templates/StatusScreen.tsx';
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
  const install = (label: string) =>
    installUrl ? (
      <a href={installUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary')}>
        {label}
      </a>
    ) : null;
  if (status === 'desktop') {
    return (
      <StatusScreen
        name="install-wallet"
        status={status}
        tone="info"
        focusTitle
        icon={<WalletLogo option={option} size={40} />}
        title={format(m.openOrInstall, { wallet })}
        actions={
          <>
            {install(format(m.installLink, { wallet }))}
            <Button variant="secondary" onClick={onReload}>
              {m.reload}
            </Button>
          </>
        }
        footer={<TextLink href={LEARN_MORE[option.chainType]}>{m.learnMore}</TextLink>}
      >
        <ol className="flex list-decimal flex-col gap-2 self-stretch pl-5 text-left text-sm">
          <li>{format(m.installStep1, { wallet })}</li>
          <li>{m.installStep2}</li>
          <li>{m.installStep3}</li>
        </ol>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen
      name="install-wallet"
      status={status}
      tone="info"
      focusTitle
      icon={<WalletLogo option={option} size={40} />}
      title={status === 'mobile' ? format(m.goTo, { wallet }) : m.stillHere}
      description={status === 'still-here' && !installUrl ? format(m.goTo, { wallet }) : undefined}
      actions={status === 'mobile' ? <Button onClick={onContinue}>{m.continue}</Button> : install(m.appStore)}
    />
  );
}
