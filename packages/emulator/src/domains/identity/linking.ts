import {
  ErrorCode,
  type WireAccountTransferData,
  type WireLinkedAccount,
  type WireOAuthUserInfo,
  type WireUser,
} from '@foyer/headless/contract';
import { ApiError } from '../../kernel/errors.ts';
import type { UserRecord } from '../../kernel/identity.ts';
import { randomToken } from '../../kernel/random.ts';
import { accountKey } from './linkedAccounts.ts';
import { accountsSlice, usersSlice } from './slices.ts';
import { findAccountOwner, type IdentityCore, linkedToAnotherUser, toWireUser } from './users.ts';

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
 * `account`, held by `owner`, cannot be linked to `requester` as it is: 400 `account_transfer_required`
 * with a nonce (single use, bound to the account and the requester, expiring after 10 minutes) and
 * what the transfer screen shows.
 */
function offerTransfer(
  core: IdentityCore,
  requester: UserRecord,
  owner: UserRecord,
  account: WireLinkedAccount,
): never {
  const nonce = randomToken(24);
  core.slice(accountsSlice).set(nonce, {
    nonce,
    app_id: requester.app_id,
    account_key: accountKey(account),
    owner_id: owner.user.id,
    requester_id: requester.user.id,
    expires_at: core.clock.now(requester.app_id) + TRANSFER_NONCE_TTL_MS,
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
export function requireRoom(user: UserRecord, type: WireLinkedAccount['type']): void {
  const held = user.user.linked_accounts.filter(
    (account) => account.type === type && !(account.type === 'wallet' && account.connector_type === 'embedded'),
  ).length;
  if (held >= (type === 'passkey' ? 5 : 1)) {
    throw new ApiError(400, ErrorCode.CANNOT_LINK_MORE_OF_TYPE, `User already has an account of type ${type} linked.`);
  }
}

/** `Identity.link`: the account is the user's from now on, unless another user of the app holds it. */
export function link(
  core: IdentityCore,
  record: UserRecord,
  account: WireLinkedAccount,
  { transfer }: { transfer: boolean },
): WireUser {
  const owner = findAccountOwner(core, record.app_id, account);
  if (owner === record) return toWireUser(record);
  if (owner) {
    if (transfer) offerTransfer(core, record, owner, account);
    throw linkedToAnotherUser();
  }
  record.user.linked_accounts.push(account);
  return toWireUser(record);
}

const invalidNonce = () =>
  new ApiError(400, ErrorCode.INVALID_DATA, 'Invalid, used or expired account transfer nonce for this account');

/**
 * Transfer routes: uses the nonce (once, whatever happens next), moves the account the nonce was
 * issued for from its owner to `requester` and deletes the owner: every domain then forgets them
 * (`forget`: their sessions, their embedded wallets). `names` accepts the account's key as the
 * transfer body names it.
 */
export function transfer(
  core: IdentityCore,
  forget: (userId: string) => void,
  requester: UserRecord,
  nonce: string,
  names: (accountKey: string) => boolean,
): WireUser {
  const transfers = core.slice(accountsSlice);
  const pending = transfers.get(nonce);
  transfers.delete(nonce);
  if (
    !pending ||
    pending.expires_at <= core.clock.now(pending.app_id) ||
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
  requireRoom(requester, held.type);
  requester.user.linked_accounts.push(held);
  users.delete(owner.user.id);
  forget(owner.user.id);
  return toWireUser(requester);
}

const isEmbedded = (account: WireLinkedAccount) => account.type === 'wallet' && account.connector_type === 'embedded';
/** Accounts the user logs in with: all but embedded and smart wallets. */
const isLogin = (account: WireLinkedAccount) => !isEmbedded(account) && account.type !== 'smart_wallet';

/**
 * Removes the user's account that `matches`: 400 `linked_account_not_found` without one,
 * `cannot_unlink_embedded_wallet` for an embedded wallet, `cannot_unlink_sole_account` for the last
 * account the user logs in with.
 */
export function unlink(record: UserRecord, matches: (account: WireLinkedAccount) => boolean): WireUser {
  const accounts = record.user.linked_accounts;
  const index = accounts.findIndex(matches);
  const account = accounts[index];
  if (!account) throw new ApiError(400, ErrorCode.LINKED_ACCOUNT_NOT_FOUND, 'This account is not linked to the user.');
  if (isEmbedded(account)) {
    throw new ApiError(400, ErrorCode.CANNOT_UNLINK_EMBEDDED_WALLET, 'An embedded wallet cannot be unlinked.');
  }
  if (isLogin(account) && accounts.filter(isLogin).length === 1) {
    throw new ApiError(400, ErrorCode.CANNOT_UNLINK_SOLE_ACCOUNT, 'Cannot unlink the only account of a user.');
  }
  accounts.splice(index, 1);
  return toWireUser(record);
}
