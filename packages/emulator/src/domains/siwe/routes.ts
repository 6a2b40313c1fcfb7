import { ErrorCode, routeDomains as routes, type WireWalletAccount } from '@foyer/headless/contract';
import { toUnixSeconds } from '../../clock.ts';
import { ApiError } from '../../http/errors.ts';
import type { Registry } from '../../http/registry.ts';
import { randomHexNonce } from '../../random.ts';
import { requireLinkable } from '../accounts/transfers.ts';
import type { AppRecord } from '../apps/config.ts';
import { checkCaptchaToken } from '../captcha/tokens.ts';
import { authenticate, isSignedIn } from '../sessions/authenticate.ts';
import { logIn } from '../sessions/logIn.ts';
import { findAccountOwner, signUp, toWireUser } from '../users/users.ts';
import { siweBodies } from './schemas.ts';
import { siweSlice } from './slice.ts';
import { SIWE_NONCE_TTL_MS, verifySiwe } from './verify.ts';

interface SignedBy {
  chainId: string | null;
  walletClientType: string | null;
  connectorType: string | null;
}

/** Reference §7.3: an external Ethereum wallet account. */
export function ethereumWalletAccount(address: string, by: SignedBy, nowSeconds: number): WireWalletAccount {
  return {
    type: 'wallet',
    address,
    chain_type: 'ethereum',
    ...(by.chainId ? { chain_id: by.chainId } : {}),
    wallet_client: 'unknown',
    ...(by.walletClientType ? { wallet_client_type: by.walletClientType } : {}),
    ...(by.connectorType ? { connector_type: by.connectorType } : {}),
    verified_at: nowSeconds,
    first_verified_at: nowSeconds,
    latest_verified_at: nowSeconds,
  };
}

function checkWalletAuth(app: AppRecord): void {
  if (!app.config.wallet_auth) {
    throw new ApiError(403, ErrorCode.DISALLOWED_LOGIN_METHOD, 'Login with a wallet is not allowed for this app');
  }
}

const isExternalEthereum = (account: { type: string; chain_type?: string; connector_type?: string }) =>
  account.type === 'wallet' && account.chain_type === 'ethereum' && account.connector_type !== 'embedded';

/**
 * Reference §5.8: Sign-In With Ethereum. `init` hands out a nonce for an address; `authenticate`
 * and `link` check the signed EIP-4361 message (`verifySiwe`) and log in (or sign up) or link the
 * wallet. Unlink and transfer are the accounts domain's.
 */
export function registerSiweRoutes({ core, route }: Registry): void {
  const nowSeconds = () => toUnixSeconds(core.clock.now());

  route(routes.siwe.init, siweBodies.init, async ({ body, appId, app, c }) => {
    if (body.token !== undefined || !(await isSignedIn(core, appId, c.req.raw.headers)))
      checkCaptchaToken(core, app, body.token);
    checkWalletAuth(app);
    const nonce = randomHexNonce();
    const expiresAt = core.clock.now() + SIWE_NONCE_TTL_MS;
    core
      .slice(siweSlice)
      .set(nonce, { nonce, app_id: appId, address: body.address.toLowerCase(), expires_at: expiresAt });
    return { nonce, address: body.address, expires_at: new Date(expiresAt).toISOString() };
  });

  route(routes.siwe.authenticate, siweBodies.authenticate, async ({ body, appId, app, c }) => {
    checkWalletAuth(app);
    const { address } = await verifySiwe(core, appId, app, body.message, body.signature as `0x${string}`);
    const account = ethereumWalletAccount(address, body, nowSeconds());
    const existing = findAccountOwner(core, appId, account);
    if (existing) {
      const held = existing.user.linked_accounts.find(
        (a) => a.type === 'wallet' && a.address.toLowerCase() === address.toLowerCase(),
      );
      if (held) held.latest_verified_at = nowSeconds();
      return logIn(core, { c, app }, existing, false);
    }
    if (body.mode === 'no-signup') throw new ApiError(404, ErrorCode.USER_DOES_NOT_EXIST, 'User does not exist');
    return logIn(core, { c, app }, signUp(core, appId, app, [account], nowSeconds()), true);
  });

  route(routes.siwe.link, siweBodies.link, async ({ body, appId, app, c }) => {
    const { record } = await authenticate(core, appId, c.req.raw.headers);
    checkWalletAuth(app);
    const { address } = await verifySiwe(core, appId, app, body.message, body.signature as `0x${string}`);
    const account = ethereumWalletAccount(address, body, nowSeconds());
    const owner = findAccountOwner(core, appId, account);
    if (owner === record) return toWireUser(record);
    const limit = app.config.max_linked_wallets_per_user ?? 1;
    if (record.user.linked_accounts.filter(isExternalEthereum).length >= limit) {
      throw new ApiError(400, ErrorCode.CANNOT_LINK_MORE_OF_TYPE, 'User already has an account of type wallet linked.');
    }
    requireLinkable(core, record, account);
    record.user.linked_accounts.push(account);
    return toWireUser(record);
  });
}
