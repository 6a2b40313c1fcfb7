'use client';
import type { ExternalWalletOption } from '@foyer/headless';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ListScreen } from '../../primitives/templates/ListScreen.tsx';
import { WalletBadge } from '../solanaWallets/WalletBadge.tsx';

/** One status: the visitor picks the network a wallet installed on several connects on. */
export const selectNetworkViewStatuses = ['choosing'] as const;
export type SelectNetworkViewStatus = (typeof selectNetworkViewStatuses)[number];

export type WalletNetwork = ExternalWalletOption['chainType'];

export interface SelectNetworkViewProps {
  status?: SelectNetworkViewStatus;
  /** The wallet's name (rendered as text). */
  walletName: string;
  /** A `data:image/` or `https:` icon; anything else is not rendered. */
  walletIcon?: string | undefined;
  /** The networks the wallet is installed on, in the list's order. */
  networks: readonly WalletNetwork[];
  onSelect(network: WalletNetwork): void;
}

/** Spec wallets §2 'Select network': a wallet on Ethereum and Solana connects on the one the visitor picks. */
export function SelectNetworkView({
  status = 'choosing',
  walletName,
  walletIcon,
  networks,
  onSelect,
}: SelectNetworkViewProps) {
  const m = useMessages().externalWallets;
  return (
    <ListScreen
      name="select-network"
      status={status}
      icon={<WalletBadge icon={walletIcon} />}
      title={m.selectNetwork}
      focusTitle
      description={walletName}
    >
      {networks.map((network) => (
        <Button key={network} variant="secondary" onClick={() => onSelect(network)}>
          {m.networks[network]}
        </Button>
      ))}
    </ListScreen>
  );
}
