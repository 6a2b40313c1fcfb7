import type {
  WireAccountTransferData,
  WireExternalWalletMetadata,
  WireOAuthUserInfo,
  WireTelegramAuthResult,
  WireTelegramWebAppData,
} from '../api/wire.ts';
import { ErrorCode } from '../errors/codes.ts';
import { ApiError, isFoyerError } from '../errors/FoyerError.ts';

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

/** What the linking flow adds to the server's data: the account, the method, and the proofs it holds. */
export type TransferContext = Pick<
  AccountTransferData,
  'account' | 'linkMethod' | 'externalWalletMetadata' | 'telegramAuthResult' | 'telegramWebAppData'
>;

/** `ACCOUNT_TRANSFER_REQUIRED`, with the transfer data parsed (`error.transfer`). */
export class AccountTransferError extends ApiError {
  readonly transfer: AccountTransferData;
  constructor(source: ApiError, path: string, transfer: AccountTransferData) {
    super(source.status, source.body, path);
    this.transfer = transfer;
  }
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
 * For linking flows: a failed link call whose answer is `ACCOUNT_TRANSFER_REQUIRED` with a nonce
 * becomes an `AccountTransferError` carrying the transfer data; anything else is returned as it is.
 * `path` is the link route's (for the message).
 */
export function withTransferData(error: unknown, path: string, context: TransferContext): unknown {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.ACCOUNT_TRANSFER_REQUIRED) return error;
  const wire = parseWire(error.body?.data);
  if (!wire) return error;
  const transfer: AccountTransferData = {
    ...context,
    nonce: wire.nonce,
    accountType: context.account.type,
    displayName: wire.account.displayName,
    embeddedWalletAddress: wire.otherUser.embeddedWalletAddress,
  };
  if (wire.otherUser.farcasterEmbeddedAddress !== undefined) {
    transfer.farcasterEmbeddedAddress = wire.otherUser.farcasterEmbeddedAddress;
  }
  if (wire.otherUser.oAuthUserInfo) transfer.oAuthUserInfo = wire.otherUser.oAuthUserInfo;
  return new AccountTransferError(error, path, transfer);
}

/** The transfer data of an `ACCOUNT_TRANSFER_REQUIRED` error, else null (works across bundle copies). */
export function accountTransferData(error: unknown): AccountTransferData | null {
  if (!isFoyerError(error, ErrorCode.ACCOUNT_TRANSFER_REQUIRED) || !('transfer' in error)) return null;
  const { transfer } = error as { transfer: unknown };
  return isRecord(transfer) && text(transfer.nonce) ? (transfer as unknown as AccountTransferData) : null;
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
