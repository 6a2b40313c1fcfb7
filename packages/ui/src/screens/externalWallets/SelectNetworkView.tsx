'use client';
import type { ExternalWalletOption } from '@foyer/headless';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Title } from '../../primitives/Dialog.tsx';
import { Screen, Text } from '../../primitives/Screen.tsx';
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
    <Screen name="select-network" status={status} className="items-center text-center">
      <WalletBadge icon={walletIcon} />
      <Title focused>{m.selectNetwork}</Title>
      <Text>{walletName}</Text>
      <div className="mt-auto flex w-full flex-col gap-3">
        {networks.map((network) => (
          <Button key={network} variant="secondary" className="w-full" onClick={() => onSelect(network)}>
            {m.networks[network]}
          </Button>
        ))}
      </div>
    </Screen>
  );
}
