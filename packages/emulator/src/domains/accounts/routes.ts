import { ErrorCode, routeDomains as routes, type WireLinkedAccount } from '@foyer/headless/contract';
import { ApiError, invalidData } from '../../http/errors.ts';
import type { Registry } from '../../http/registry.ts';
import { credentialKey, passkeysSlice } from '../passkeys/slice.ts';
import { authenticate } from '../sessions/authenticate.ts';
import type { UserRecord } from '../users/slice.ts';
import { toWireUser } from '../users/users.ts';
import { accountBodies } from './schemas.ts';
import { transferAccount } from './transfers.ts';

const isEmbedded = (account: WireLinkedAccount) => account.type === 'wallet' && account.connector_type === 'embedded';
/** Accounts the user logs in with: all but embedded and smart wallets. */
const isLogin = (account: WireLinkedAccount) => !isEmbedded(account) && account.type !== 'smart_wallet';

/**
 * Removes the user's account that `matches`: 400 `linked_account_not_found` without one,
 * `cannot_unlink_embedded_wallet` for an embedded wallet, `cannot_unlink_sole_account` for the last
 * account the user logs in with.
 */
function unlink(record: UserRecord, matches: (account: WireLinkedAccount) => boolean) {
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

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Telegram's user id from either proof of a transfer body. */
function telegramUserId(body: {
  telegram_auth_result?: { id: number };
  telegram_web_app_data?: { user: string };
}): string {
  if (body.telegram_auth_result) return String(body.telegram_auth_result.id);
  try {
    const user: unknown = JSON.parse(body.telegram_web_app_data?.user ?? '');
    if (typeof user === 'object' && user !== null && 'id' in user) return String(user.id);
  } catch {}
  throw invalidData('A Telegram transfer needs telegram_auth_result or telegram_web_app_data naming the user');
}

/**
 * Unlinking for wallets, OAuth (and cross-app), Farcaster, Telegram and passkeys, and the account
 * transfers of wallets, OAuth, Farcaster and Telegram (reference §5.4-§5.8). The nonce, issued by a
 * link route through `requireLinkable`, is what proves the account: it was verified when it was issued.
 */
export function registerAccountRoutes({ core, route }: Registry): void {
  const user = async (appId: string, c: { req: { raw: Request } }) =>
    (await authenticate(core, appId, c.req.raw.headers)).record;

  route(routes.accounts.unlinkEthereumWallet, accountBodies.unlinkWallet, async ({ body, appId, c }) =>
    unlink(
      await user(appId, c),
      (a) => a.type === 'wallet' && a.chain_type === 'ethereum' && sameAddress(a.address, body.address),
    ),
  );
  route(routes.accounts.unlinkSolanaWallet, accountBodies.unlinkWallet, async ({ body, appId, c }) =>
    unlink(await user(appId, c), (a) => a.type === 'wallet' && a.chain_type === 'solana' && a.address === body.address),
  );
  route(routes.accounts.unlinkOAuth, accountBodies.unlinkOAuth, async ({ body, appId, c }) => {
    const crossApp = body.provider.startsWith('privy:') ? body.provider.slice('privy:'.length) : null;
    return unlink(await user(appId, c), (a) =>
      crossApp === null
        ? a.type === `${body.provider}_oauth` && 'subject' in a && a.subject === body.subject
        : a.type === 'cross_app' && a.provider_app_id === crossApp && a.subject === body.subject,
    );
  });
  route(routes.accounts.unlinkFarcaster, accountBodies.unlinkFarcaster, async ({ body, appId, c }) =>
    unlink(await user(appId, c), (a) => a.type === 'farcaster' && a.fid === body.fid),
  );
  route(routes.accounts.unlinkTelegram, accountBodies.unlinkTelegram, async ({ body, appId, c }) =>
    unlink(await user(appId, c), (a) => a.type === 'telegram' && a.telegram_user_id === body.telegram_user_id),
  );
  route(routes.accounts.unlinkPasskey, accountBodies.unlinkPasskey, async ({ body, appId, c }) => {
    const record = await user(appId, c);
    const passkey = record.user.linked_accounts.find(
      (a) => a.type === 'passkey' && a.credential_id === body.credential_id,
    );
    if (passkey?.type === 'passkey' && passkey.enrolled_in_mfa && !body.remove_as_mfa) {
      throw new ApiError(400, ErrorCode.MISSING_MFA_CREDENTIALS, 'Cannot unlink a passkey enrolled in MFA');
    }
    const unlinked = unlink(record, (a) => a === passkey);
    // The credential goes with the account; a passkey removed as MFA leaves the user's MFA methods when it was the last.
    core.slice(passkeysSlice).credentials.delete(credentialKey(appId, body.credential_id));
    const enrolled = record.user.linked_accounts.some((a) => a.type === 'passkey' && a.enrolled_in_mfa);
    if (body.remove_as_mfa && !enrolled) {
      record.user.mfa_methods = record.user.mfa_methods.filter((method) => method.type !== 'passkey');
      return toWireUser(record);
    }
    return unlinked;
  });

  route(routes.accounts.transferPhone, accountBodies.transferPhone, async ({ body, appId, c }) =>
    transferAccount(core, await user(appId, c), body.nonce, (key) => key === `phone:${body.phoneNumber}`),
  );
  route(routes.accounts.transferEthereumWallet, accountBodies.transferWallet, async ({ body, appId, c }) =>
    transferAccount(core, await user(appId, c), body.nonce, (key) => key === `wallet:${body.address.toLowerCase()}`),
  );
  route(routes.accounts.transferOAuth, accountBodies.transferOAuth, async ({ body, appId, c }) =>
    transferAccount(
      core,
      await user(appId, c),
      body.nonce,
      (key) => /^[a-z]+_oauth:/.test(key) && key.slice(key.indexOf(':') + 1) === body.userInfo.subject,
    ),
  );
  route(routes.accounts.transferFarcaster, accountBodies.transferFarcaster, async ({ body, appId, c }) =>
    transferAccount(core, await user(appId, c), body.nonce, (key) => key === `farcaster:${body.farcaster_id}`),
  );
  route(routes.accounts.transferTelegram, accountBodies.transferTelegram, async ({ body, appId, c }) => {
    const id = telegramUserId(body);
    return transferAccount(core, await user(appId, c), body.nonce, (key) => key === `telegram:${id}`);
  });
}
