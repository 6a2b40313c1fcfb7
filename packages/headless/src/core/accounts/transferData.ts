import type {
  WireAccountTransferData,
  WireExternalWalletMetadata,
  WireOAuthUserInfo,
  WireTelegramAuthResult,
  WireTelegramWebAppData,
} from '../api/wire.ts';
import { ErrorCode } from '../errors/codes.ts';
import { isFoyerError } from '../errors/FoyerError.ts';
import type { TransferContext } from './transferContext.ts';

/**
 * The account a link met on another user, as the flow that tried to link it knows it. Custom,
 * guest and passkey accounts appear here only to be refused by `transferAccount`.
 */
export type TransferAccount =
  | { type: 'email'; address: string }
  | { type: 'phone'; phoneNumber: string }
  | { type: 'wallet'; address: string }
  | { type: 'farcaster'; fid: number }
  | { type: 'telegram'; telegramUserId: string }
  /** `provider`: `google`, `apple`, … (`privy:<app id>` for a cross-app account). */
  | { type: 'oauth'; provider: string; subject: string }
  | { type: 'custom'; customUserId: string }
  | { type: 'guest' }
  | { type: 'passkey'; credentialId: string };
export type TransferAccountType = TransferAccount['type'];

export type ExternalWalletMetadata = WireExternalWalletMetadata;
export type OAuthUserInfo = WireOAuthUserInfo;

/**
 * Spec §3 'Account transfer data': what `ACCOUNT_TRANSFER_REQUIRED` carries, as the transfer screen
 * and `transferAccount` need it. The server's part (nonce, names, the other user's embedded wallet)
 * joined with the flow's (the account, how it was being linked, the proofs a transfer re-sends).
 */
export interface AccountTransferData {
  /** Single use, bound to this account and the signed-in user; it expires. */
  nonce: string;
  account: TransferAccount;
  accountType: TransferAccountType;
  /** The method that was linking it (`'email'`, `'sms'`, `'siwe'`, `'google'`, …). */
  linkMethod: string;
  /** The server's name for the account, else null (show the account's own handle). */
  displayName: string | null;
  /** The other user's embedded wallet: its assets go with that user, so the screen offers a look first. */
  embeddedWalletAddress: string | null;
  /** Required for a wallet (spec §5). */
  externalWalletMetadata?: ExternalWalletMetadata | undefined;
  farcasterEmbeddedAddress?: string | null | undefined;
  oAuthUserInfo?: OAuthUserInfo | undefined;
  telegramAuthResult?: WireTelegramAuthResult | undefined;
  telegramWebAppData?: WireTelegramWebAppData | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function parseWire(data: unknown): WireAccountTransferData | null {
  if (!isRecord(data) || text(data.nonce) === null) return null;
  const other = isRecord(data.otherUser) ? data.otherUser : {};
  const account = isRecord(data.account) ? data.account : {};
  const parsed: WireAccountTransferData = {
    nonce: data.nonce as string,
    subject: text(data.subject) ?? '',
    otherUser: { embeddedWalletAddress: text(other.embeddedWalletAddress) },
    account: { displayName: text(account.displayName) },
  };
  if ('farcasterEmbeddedAddress' in other)
    parsed.otherUser.farcasterEmbeddedAddress = text(other.farcasterEmbeddedAddress);
  if (isRecord(other.oAuthUserInfo) && text(other.oAuthUserInfo.subject)) {
    parsed.otherUser.oAuthUserInfo = other.oAuthUserInfo as unknown as WireOAuthUserInfo;
  }
  return parsed;
}

/**
 * The typed transfer data of an `ACCOUNT_TRANSFER_REQUIRED` error from a linking flow: the server's
 * part (`body.data`: nonce, names, the other user's embedded wallet) joined with the flow's
 * (`error.transferContext`). Null for any other error, or without a nonce. Works across bundle copies.
 */
export function accountTransferData(error: unknown): AccountTransferData | null {
  if (!isFoyerError(error, ErrorCode.ACCOUNT_TRANSFER_REQUIRED)) return null;
  const { body, transferContext } = error as { body?: { data?: unknown }; transferContext?: TransferContext };
  const wire = parseWire(body?.data);
  if (!wire || !transferContext?.account) return null;
  const transfer: AccountTransferData = {
    ...transferContext,
    nonce: wire.nonce,
    accountType: transferContext.account.type,
    displayName: wire.account.displayName,
    embeddedWalletAddress: wire.otherUser.embeddedWalletAddress,
  };
  if (wire.otherUser.farcasterEmbeddedAddress !== undefined) {
    transfer.farcasterEmbeddedAddress = wire.otherUser.farcasterEmbeddedAddress;
  }
  if (wire.otherUser.oAuthUserInfo) transfer.oAuthUserInfo = wire.otherUser.oAuthUserInfo;
  return transfer;
}

/** The account's own handle: an address, a number, `@username`, a fid. */
export function transferHandle(data: AccountTransferData): string {
  if (data.displayName) return data.displayName;
  const { account } = data;
  switch (account.type) {
    case 'email':
      return account.address;
    case 'phone':
      return account.phoneNumber;
    case 'wallet':
      return account.address;
    case 'farcaster':
      return String(account.fid);
    case 'telegram':
      return account.telegramUserId;
    case 'oauth':
      return data.oAuthUserInfo?.username ?? data.oAuthUserInfo?.email ?? account.subject;
    case 'custom':
      return account.customUserId;
    case 'passkey':
      return account.credentialId;
    case 'guest':
      return '';
  }
}
