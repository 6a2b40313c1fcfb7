'use client';
import type { ExternalWalletOption } from '@foyer/headless';
import { BrandMark } from '../../brand/BrandMark.tsx';
import { isBrandMark } from '../../brand/brandMarks.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Chip } from '../../primitives/Chip.tsx';
import { WalletIcon } from '../../primitives/icons.tsx';
import { useSlot } from '../../primitives/slots.ts';
import { walletIconUrl } from './walletIcon.ts';

/** Spec §9: list rows are 54 px tall, 5 px apart, and the list at most 5 rows tall. */
export const WALLET_ROW_HEIGHT = 54;
export const WALLET_ROW_GAP = 5;
export const WALLET_LIST_MAX_ROWS = 5;

/** The wallet's name as shown: a legacy injected wallet that does not say what it is reads 'Browser Wallet'. */
export function useWalletName(option: Pick<ExternalWalletOption, 'id' | 'name' | 'source'>): string {
  const m = useMessages();
  return option.id === 'unknown' && option.source === 'injected' ? m.externalWallets.browserWallet : option.name;
}

/** The wallet's name is beside or above its logo: an empty alt, which is no text to translate. */
const decorative = '';

/** A wallet's icon: its own, else its brand mark, else the wallet glyph (a connected wallet's too: its `walletClientType` and `meta.icon`). */
export function WalletLogo({
  option,
  size = 28,
}: {
  option: Pick<ExternalWalletOption, 'id' | 'icon'>;
  size?: number;
}) {
  const src = walletIconUrl(option.icon);
  if (src) return <img src={src} alt={decorative} width={size} height={size} className="shrink-0 rounded-foyer-sm" />;
  // A wallet that announces no icon: its own mark when the ui has one, else a generic wallet glyph.
  return isBrandMark(option.id) ? (
    <BrandMark name={option.id} size={size} />
  ) : (
    <span
      aria-hidden
      className="flex shrink-0 items-center justify-center text-muted-foreground"
      style={{ width: size, height: size }}
    >
      <WalletIcon size={size - 8} />
    </span>
  );
}

export interface WalletRowProps {
  option: ExternalWalletOption;
  recent: boolean;
  /** Show the network badge (the list mixes chains). */
  showNetwork: boolean;
  onSelect(option: ExternalWalletOption): void;
}

/** One wallet of the list: icon, name, then the 'Recent' chip, the network badge, or 'Not installed'. */
export function WalletRow({ option, recent, showNetwork, onSelect }: WalletRowProps) {
  const m = useMessages();
  const name = useWalletName(option);
  const row = useSlot(
    'wallet-row',
    'flex h-full w-full items-center gap-3 rounded-foyer-sm border border-border bg-background px-3 text-left text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
  );
  return (
    <li style={{ height: WALLET_ROW_HEIGHT }} className="shrink-0">
      <button
        type="button"
        {...row}
        data-wallet={option.id}
        data-chain={option.chainType}
        onClick={() => onSelect(option)}
      >
        <WalletLogo option={option} />
        <span className="min-w-0 flex-1 truncate">{name}</span>
        {recent ? <Chip>{m.externalWallets.recent}</Chip> : null}
        {showNetwork ? <Chip>{m.externalWallets.networks[option.chainType]}</Chip> : null}
        {option.installed ? null : (
          <span className="text-xs text-muted-foreground">{m.externalWallets.notInstalled}</span>
        )}
      </button>
    </li>
  );
}
