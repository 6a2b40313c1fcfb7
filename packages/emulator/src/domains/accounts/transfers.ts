import {
  ErrorCode,
  type WireAccountTransferData,
  type WireLinkedAccount,
  type WireOAuthUserInfo,
} from '@foyer/headless/contract';
import type { EmulatorCore } from '../../core.ts';
import { ApiError } from '../../http/errors.ts';
import { randomToken } from '../../random.ts';
import { sessionsSlice } from '../sessions/slice.ts';
import { accountKey } from '../users/accounts.ts';
import type { UserRecord } from '../users/slice.ts';
import { usersSlice } from '../users/slice.ts';
import { findAccountOwner, toWireUser } from '../users/users.ts';
import { walletsSlice } from '../wallets/slice.ts';
import { accountsSlice } from './slice.ts';

/** How long an ACCOUNT_TRANSFER_REQUIRED nonce may be used. */
export const TRANSFER_NONCE_TTL_MS = 10 * 60_000;

function displayName(account: WireLinkedAccount): string | null {
  switch (account.type) {
    case 'email':
      return account.address;
    case 'phone':
      return account.phoneNumber;
    case 'wallet':
    case 'smart_wallet':
      return account.address;
    case 'farcaster':
      return account.username ?? account.display_name ?? null;
    case 'telegram':
      return account.username ?? account.first_name ?? null;
    case 'passkey':
    case 'custom_auth':
    case 'cross_app':
      return null;
    default:
      return account.username ?? account.email ?? account.name ?? null;
  }
}

function subject(account: WireLinkedAccount): string {
  return accountKey(account).slice(accountKey(account).indexOf(':') + 1);
}

function oAuthUserInfo(account: WireLinkedAccount): WireOAuthUserInfo | undefined {
  if (!account.type.endsWith('_oauth') || !('subject' in account)) return undefined;
  const info: WireOAuthUserInfo = { subject: account.subject };
  if ('name' in account && account.name) info.name = account.name;
  if ('username' in account && account.username) info.username = account.username;
  if ('email' in account && account.email) info.email = account.email;
  if ('profile_picture_url' in account && account.profile_picture_url)
    info.profilePictureUrl = account.profile_picture_url;
  if ('vanity_name' in account && account.vanity_name) info.vanityName = account.vanity_name;
  return info;
}

/** The other user's embedded Ethereum wallet (else Solana), whose assets stay with that user. */
function embeddedWalletAddress(user: UserRecord): string | null {
  const embedded = user.user.linked_accounts.filter(
    (account) => account.type === 'wallet' && account.connector_type === 'embedded',
  );
  const first =
    embedded.find((account) => account.type === 'wallet' && account.chain_type === 'ethereum') ?? embedded[0];
  return first && 'address' in first ? first.address : null;
}

/**
 * For link routes: `account` may be linked to `requester` unless another user of the app holds it.
 * Then the answer is 400 `account_transfer_required` with a nonce (single use, bound to the account
 * and the requester, expiring after 10 minutes) and what the transfer screen shows. The SMS and
 * other link routes call this before linking.
 */
export function requireLinkable(core: EmulatorCore, requester: UserRecord, account: WireLinkedAccount): void {
  const owner = findAccountOwner(core, requester.app_id, account);
  if (!owner || owner === requester) return;
  const nonce = randomToken(24);
  core.slice(accountsSlice).set(nonce, {
    nonce,
    app_id: requester.app_id,
    account_key: accountKey(account),
    owner_id: owner.user.id,
    requester_id: requester.user.id,
    expires_at: core.clock.now() + TRANSFER_NONCE_TTL_MS,
  });
  const held = owner.user.linked_accounts.find((other) => accountKey(other) === accountKey(account)) ?? account;
  const data: WireAccountTransferData = {
    nonce,
    subject: subject(held),
    otherUser: { embeddedWalletAddress: embeddedWalletAddress(owner) },
    account: { displayName: displayName(held) },
  };
  if (held.type === 'farcaster') data.otherUser.farcasterEmbeddedAddress = embeddedWalletAddress(owner);
  const info = oAuthUserInfo(held);
  if (info) data.otherUser.oAuthUserInfo = info;
  throw new ApiError(400, ErrorCode.ACCOUNT_TRANSFER_REQUIRED, 'This account is linked to another user; transfer it.', {
    data,
  });
}

/** Spec §5: at most one account per type (external wallets only), five passkeys; else 400 `cannot_link_more_of_type`. */
export function requireRoomFor(user: UserRecord, type: WireLinkedAccount['type']): void {
  const held = user.user.linked_accounts.filter(
    (account) => account.type === type && !(account.type === 'wallet' && account.connector_type === 'embedded'),
  ).length;
  if (held >= (type === 'passkey' ? 5 : 1)) {
    throw new ApiError(400, ErrorCode.CANNOT_LINK_MORE_OF_TYPE, `User already has an account of type ${type} linked.`);
  }
}

const invalidNonce = () =>
  new ApiError(400, ErrorCode.INVALID_DATA, 'Invalid, used or expired account transfer nonce for this account');

/**
 * Transfer routes: uses the nonce (once, whatever happens next), moves the account the nonce was
 * issued for from its owner to `requester` and deletes the owner (their sessions and embedded
 * wallets go with them). `account` names the account as the transfer body does.
 */
export function transferAccount(
  core: EmulatorCore,
  requester: UserRecord,
  nonce: string,
  names: (accountKey: string) => boolean,
) {
  const transfers = core.slice(accountsSlice);
  const pending = transfers.get(nonce);
  transfers.delete(nonce);
  if (
    !pending ||
    pending.expires_at <= core.clock.now() ||
    pending.app_id !== requester.app_id ||
    pending.requester_id !== requester.user.id ||
    !names(pending.account_key)
  ) {
    throw invalidNonce();
  }
  const users = core.slice(usersSlice);
  const owner = users.get(pending.owner_id);
  const held = owner?.user.linked_accounts.find((other) => accountKey(other) === pending.account_key);
  if (!owner || !held) throw invalidNonce();
  requireRoomFor(requester, held.type);
  requester.user.linked_accounts.push(held);
  deleteUser(core, owner.user.id);
  return toWireUser(requester);
}

/** Removes a user with their sessions, refresh tokens and embedded-wallet entropies. */
function deleteUser(core: EmulatorCore, userId: string): void {
  core.slice(usersSlice).delete(userId);
  const { sessions, refreshTokens } = core.slice(sessionsSlice);
  for (const [id, session] of sessions) if (session.user_id === userId) sessions.delete(id);
  for (const [token, record] of refreshTokens) if (!sessions.has(record.session_id)) refreshTokens.delete(token);
  const { entropies } = core.slice(walletsSlice);
  for (const [id, entropy] of entropies) if (entropy.user_id === userId) entropies.delete(id);
}
