import type { WireLinkedAccount, WireUser } from '@foyer/headless/contract';
import type { User } from '@foyer/headless/core';
import { toUser } from '../../packages/headless/src/core/user.ts';

const at = { verified_at: 1_700_000_000, first_verified_at: 1_700_000_000, latest_verified_at: 1_700_000_000 };

/** An embedded wallet as the provider links it to the user (reference §7.3). */
export function embeddedAccount(
  chainType: 'ethereum' | 'solana',
  address: string,
  extra: { wallet_index?: number; imported?: boolean; recovery_method?: string; delegated?: boolean; id?: string } = {},
): WireLinkedAccount {
  return {
    type: 'wallet',
    address,
    chain_type: chainType,
    wallet_client: 'privy',
    wallet_client_type: 'privy',
    connector_type: 'embedded',
    imported: false,
    delegated: false,
    wallet_index: 0,
    recovery_method: 'privy',
    ...extra,
    ...at,
  };
}

/** An external wallet (not embedded). */
export function externalAccount(address: string): WireLinkedAccount {
  return {
    type: 'wallet',
    address,
    chain_type: 'ethereum',
    wallet_client: 'unknown',
    wallet_client_type: 'metamask',
    ...at,
  };
}

export function wireUserWith(accounts: WireLinkedAccount[], id = 'did:privy:wallet-user'): WireUser {
  return {
    id,
    created_at: 1_700_000_000,
    linked_accounts: [{ type: 'email', address: 'w@example.com', ...at }, ...accounts],
    mfa_methods: [],
    has_accepted_terms: false,
    is_guest: false,
  };
}

export const userWith = (accounts: WireLinkedAccount[]): User => toUser(wireUserWith(accounts));
