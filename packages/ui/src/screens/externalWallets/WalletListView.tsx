'use client';
import { type ExternalWalletOption, searchWallets, WALLET_SEARCH_THRESHOLD } from '@foyer/headless';
import { format } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/MessagesContext.tsx';
import { WalletIcon } from '../../primitives/icons.tsx';
import { Text } from '../../primitives/Screen.tsx';
import { TextField } from '../../primitives/TextField.tsx';
import { ListScreen } from '../../primitives/templates/ListScreen.tsx';
import { WALLET_LIST_MAX_ROWS, WALLET_ROW_GAP, WALLET_ROW_HEIGHT, WalletRow } from './WalletRow.tsx';

/**
 * `list`: the wallets (with the search field past 6 of them, or while a search is active);
 * `no-results`: the search matched none; `no-wallets`: there is no wallet to offer at all.
 */
export const walletListViewStatuses = ['list', 'no-results', 'no-wallets'] as const;
export type WalletListViewStatus = (typeof walletListViewStatuses)[number];

export interface WalletListViewProps {
  /** The whole list (any chains), in order (`externalWalletList`). */
  wallets: readonly ExternalWalletOption[];
  /** The search text (the screen keeps it). */
  query: string;
  /** The wallet of the last login (its client id), for the 'Recent' chip. */
  recentWalletId?: string | null | undefined;
  /** 'Connect your wallet' when logging in, 'Connect wallet' when only connecting. */
  variant?: 'login' | 'connect';
  onQueryChange(query: string): void;
  onSelect(option: ExternalWalletOption): void;
}

/** Which status a list shows for a search (pure: Storybook and the screen use it). */
export function walletListStatus(wallets: readonly ExternalWalletOption[], query: string): WalletListViewStatus {
  if (wallets.length === 0) return 'no-wallets';
  return searchWallets(wallets, query).length === 0 ? 'no-results' : 'list';
}

const LIST_MAX_HEIGHT = WALLET_LIST_MAX_ROWS * WALLET_ROW_HEIGHT + (WALLET_LIST_MAX_ROWS - 1) * WALLET_ROW_GAP;

/** Spec §2 'Wallet list and connect view' and 'No wallets available'. */
export function WalletListView({
  wallets,
  query,
  recentWalletId,
  variant = 'login',
  onQueryChange,
  onSelect,
}: WalletListViewProps) {
  const m = useMessages().externalWallets;
  const status = walletListStatus(wallets, query);
  const title = variant === 'login' ? m.loginTitle : m.title;
  if (status === 'no-wallets') {
    return (
      <ListScreen
        name="wallet-list"
        status={status}
        icon={<WalletIcon />}
        title={title}
        focusTitle
        description={format(m.noWallets, { examples: m.noWalletsExamples })}
      />
    );
  }
  const shown = searchWallets(wallets, query);
  const showSearch = wallets.length > WALLET_SEARCH_THRESHOLD || query !== '';
  const showNetwork = new Set(wallets.map((wallet) => wallet.chainType)).size > 1;
  return (
    <ListScreen name="wallet-list" status={status} title={title} focusTitle={!showSearch}>
      {showSearch ? (
        <TextField
          label={m.search}
          placeholder={m.search}
          type="search"
          value={query}
          autoFocus
          onChange={(event) => onQueryChange(event.target.value)}
        />
      ) : null}
      {status === 'no-results' ? (
        <Text className="py-6 text-center">{m.noResults}</Text>
      ) : (
        <ul
          aria-label={m.listLabel}
          className="flex flex-col overflow-y-auto"
          style={{ gap: WALLET_ROW_GAP, maxHeight: LIST_MAX_HEIGHT }}
        >
          {shown.map((option) => (
            <WalletRow
              key={`${option.chainType}:${option.id}`}
              option={option}
              recent={option.id === recentWalletId}
              showNetwork={showNetwork}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </ListScreen>
  );
}
