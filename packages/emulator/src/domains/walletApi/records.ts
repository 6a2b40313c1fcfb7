import type { WalletChainType, WireServerWallet, WireWalletAccount } from '@foyer/headless/contract';
import { toUnixSeconds } from '../../kernel/clock.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError } from '../../kernel/errors.ts';
import type { UserRecord } from '../../kernel/identity.ts';
import { randomUserSuffix } from '../../kernel/random.ts';
import { allUsers } from '../identity/index.ts';
import { sameAddress } from '../wallets/index.ts';
import type { Caller } from './caller.ts';
import { type ServerWalletRecord, walletApiSlice } from './slice.ts';

/** A wallet-API id (wallets, key quorums, policies, transactions): 25 lower-case alphanumerics. */
export const newId = (): string => randomUserSuffix();

export const nowSeconds = (core: EmulatorCore, appId: string): number => toUnixSeconds(core.clock.now(appId));

export function wireWallet(wallet: ServerWalletRecord): WireServerWallet {
  return {
    id: wallet.id,
    address: wallet.address,
    ...(wallet.chain_type === 'solana' ? { public_key: wallet.address } : {}),
    created_at: wallet.created_at,
    exported_at: wallet.exported_at,
    chain_type: wallet.chain_type,
    policy_ids: [...wallet.policy_ids],
    additional_signers: structuredClone(wallet.additional_signers),
    owner_id: wallet.owner_id,
  };
}

/** The user's embedded wallet account of `address` on `chain`. */
export function embeddedAccount(
  record: UserRecord,
  chain: WalletChainType,
  address: string,
): WireWalletAccount | undefined {
  return record.user.linked_accounts.find(
    (account): account is WireWalletAccount =>
      account.type === 'wallet' &&
      account.connector_type === 'embedded' &&
      account.chain_type === chain &&
      sameAddress(chain, account.address, address),
  );
}

/** Whether `address` is an embedded wallet of one of the app's users (one the app may name before any consent). */
function isUsersWallet(core: EmulatorCore, appId: string, address: string): boolean {
  return allUsers(core).some(
    (record) =>
      record.app_id === appId &&
      (embeddedAccount(record, 'ethereum', address) ?? embeddedAccount(record, 'solana', address)) !== undefined,
  );
}

/**
 * The app's wallet `id`; 404 for another app's or none, 403 when it names (by address) a user's
 * embedded wallet never delegated: the user has not consented. A user caller reaches only their own.
 */
export function requireWallet(core: EmulatorCore, appId: string, caller: Caller, id: string): ServerWalletRecord {
  const wallet = core.slice(walletApiSlice).wallets.get(id);
  if (!wallet || wallet.app_id !== appId) {
    if (isUsersWallet(core, appId, id)) {
      throw new ApiError(
        403,
        undefined,
        'The user has not consented to delegated actions for this wallet: it has no wallet-API id',
      );
    }
    throw new ApiError(404, undefined, 'No such wallet');
  }
  if (caller.kind === 'user' && wallet.user_id !== caller.record.user.id)
    throw new ApiError(404, undefined, 'No such wallet');
  return wallet;
}

export const revokedWallet = () =>
  new ApiError(403, undefined, 'The user revoked delegated actions for this wallet: it needs their consent again');

/** A user wallet whose delegation was revoked signs and changes nothing (403) until the user consents again. */
export function requireDelegated(wallet: ServerWalletRecord): void {
  if (wallet.user_id !== null && !wallet.delegated) throw revokedWallet();
}
