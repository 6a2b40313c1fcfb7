import type { RouteDef } from '../api/route.ts';
import * as accounts from '../api/routes/accounts.ts';
import type { WireUser } from '../api/wire.ts';
import type { FoyerCore } from '../createFoyerCore.ts';
import { ErrorCode } from '../errors/codes.ts';
import { ValidationError } from '../errors/FoyerError.ts';
import { toUser, type User } from '../user.ts';
import type { AccountTransferData } from './transferData.ts';

type TransferCall = { route: RouteDef<unknown, WireUser>; body: unknown };

const missing = (why: string) =>
  new ValidationError('account', ErrorCode.MISSING_ACCOUNT_TRANSFER_INPUTS, `missing account transfer inputs: ${why}`);

/** What `transferCall` throws for data that cannot move. */
export type TransferRefusal = ReturnType<typeof missing>;

/**
 * Spec §5 and §7 'Account transfer': the route and payload for the data's account. Throws a
 * `ValidationError` (`MISSING_ACCOUNT_TRANSFER_INPUTS`) without a nonce or an account, for custom,
 * guest and passkey accounts (they cannot move), and for a wallet without its external wallet metadata.
 */
export function transferCall(data: Partial<AccountTransferData> | null | undefined): TransferCall {
  if (!data?.nonce || !data.account) throw missing('a transfer needs a nonce and an account');
  const { nonce, account } = data;
  switch (account.type) {
    case 'email':
      return { route: accounts.transferEmail, body: { nonce, email: account.address } };
    case 'phone':
      return { route: accounts.transferPhone, body: { nonce, phoneNumber: account.phoneNumber } };
    case 'wallet': {
      if (!data.externalWalletMetadata) throw missing('a wallet transfer needs the external wallet metadata');
      return {
        route: accounts.transferEthereumWallet,
        body: { nonce, address: account.address, ...data.externalWalletMetadata },
      };
    }
    case 'farcaster':
      return {
        route: accounts.transferFarcaster,
        body: { nonce, farcaster_id: account.fid, farcaster_embedded_address: data.farcasterEmbeddedAddress ?? null },
      };
    case 'telegram': {
      const body: Record<string, unknown> = { nonce };
      if (data.telegramAuthResult) body.telegram_auth_result = data.telegramAuthResult;
      if (data.telegramWebAppData) body.telegram_web_app_data = data.telegramWebAppData;
      if (!data.telegramAuthResult && !data.telegramWebAppData) {
        throw missing('a Telegram transfer needs the Telegram auth result or web app data');
      }
      return { route: accounts.transferTelegram, body };
    }
    case 'oauth':
      return {
        route: accounts.transferOAuth,
        body: { nonce, userInfo: data.oAuthUserInfo ?? { subject: account.subject } },
      };
    case 'custom':
    case 'guest':
    case 'passkey':
      throw missing(`an account of type ${account.type} cannot be transferred`);
  }
}

/**
 * Moves the account of `data` from the other user to the signed-in one (the other user is deleted)
 * and resolves with the updated user, also set in the store. Rejects with a `FoyerError`.
 */
export async function transferAccount(
  core: Pick<FoyerCore, 'api' | 'session'>,
  data: AccountTransferData,
  options: { signal?: AbortSignal | undefined } = {},
): Promise<User> {
  const call = transferCall(data);
  const user = toUser(await core.api.call(call.route, { body: call.body, signal: options.signal }));
  core.session.setUser(user);
  return user;
}
