'use client';
import type { ConnectedExternalWallet, FundingTarget } from '@foyer/headless';
import { useEffect, useRef, useState } from 'react';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { shortAddress } from '../../lib/truncate.ts';
import { Button } from '../../primitives/Button.tsx';
import { Chip } from '../../primitives/Chip.tsx';
import { WalletIcon } from '../../primitives/icons.tsx';
import { ListScreen } from '../../primitives/templates/ListScreen.tsx';
import { WalletLogo } from '../externalWallets/WalletRow.tsx';
import { typedAmountText } from './fundingText.ts';

/** `choosing-wallet`: the connected wallets to transfer from. */
export const fundingWalletsViewStatuses = ['choosing-wallet'] as const;

/** Spec §9: with more than 4 wallets, 3 show until 'More wallets'. */
const FOLDED_ABOVE = 4;
const SHOWN_FOLDED = 3;

export interface FundingWalletsViewProps {
  /** What is funded (the amount in the text). */
  target: FundingTarget;
  /** The connected external wallets, in order. */
  wallets: readonly ConnectedExternalWallet[];
  onSelect(wallet: ConnectedExternalWallet): void;
}

/**
 * Spec §2 'Transfer from wallet': the connected wallets (icon, name, short address) with the
 * 'Connected' chip and, on Solana, the 'Solana' chip; more than 4 fold to 3 and 'More wallets'.
 */
export function FundingWalletsView({ target, wallets, onSelect }: FundingWalletsViewProps) {
  const m = useMessages();
  const copy = m.funding.wallets;
  const [unfolded, setUnfolded] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  // 'More wallets' goes away once pressed: focus moves to the first wallet it showed.
  useEffect(() => {
    if (unfolded) list.current?.querySelectorAll('button')[SHOWN_FOLDED]?.focus();
  }, [unfolded]);
  const folded = !unfolded && wallets.length > FOLDED_ABOVE;
  const shown = folded ? wallets.slice(0, SHOWN_FOLDED) : wallets;
  return (
    <ListScreen
      name="funding-wallets"
      status="choosing-wallet"
      icon={<WalletIcon />}
      title={copy.title}
      description={format(copy.description, { amount: typedAmountText(m, target) })}
    >
      <ul ref={list} aria-label={copy.listLabel} className="flex list-none flex-col gap-2">
        {shown.map((wallet) => (
          <li key={`${wallet.chainType}:${wallet.address}`}>
            <Button
              variant="secondary"
              className="h-auto min-h-13.5 w-full justify-start gap-3 py-2 text-sm"
              data-wallet={wallet.walletClientType}
              data-chain={wallet.chainType}
              onClick={() => onSelect(wallet)}
            >
              <WalletLogo option={{ id: wallet.walletClientType, icon: wallet.meta.icon }} />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5 text-left">
                <span className="flex items-center gap-2">
                  <span className="truncate">{wallet.meta.name}</span>
                  {wallet.chainType === 'solana' ? <Chip>{copy.solana}</Chip> : null}
                </span>
                <span className="flex items-center gap-2">
                  <span className="font-mono text-xs font-normal text-muted-foreground" title={wallet.address}>
                    {shortAddress(wallet.address)}
                  </span>
                  <Chip variant="success">{copy.connected}</Chip>
                </span>
              </span>
            </Button>
          </li>
        ))}
      </ul>
      {folded ? (
        <Button variant="ghost" onClick={() => setUnfolded(true)}>
          {copy.moreWallets}
        </Button>
      ) : null}
    </ListScreen>
  );
}
