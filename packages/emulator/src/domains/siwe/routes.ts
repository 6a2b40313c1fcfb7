import { ErrorCode, routeDomains as routes, type WireWalletAccount } from '@foyer/headless/contract';
import type { AppRecord } from '../../kernel/app.ts';
import { toUnixSeconds } from '../../kernel/clock.ts';
import { ApiError } from '../../kernel/errors.ts';
import { randomHexNonce } from '../../kernel/random.ts';
import type { Registry } from '../../kernel/registry.ts';
import { checkInitCaptcha } from '../captcha/index.ts';
import { smartWalletsEnabled } from '../smartWallets/index.ts';
import { siweBodies } from './schemas.ts';
import { siweSlice } from './slice.ts';
import { registerSmartWalletLink } from './smartWalletLink.ts';
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
 * wallet. Unlink and transfer are the identity domain's account routes.
 */
export function registerSiweRoutes(registry: Registry): void {
  const { core, route } = registry;
  const { identity } = core;
  const nowSeconds = (appId: string) => toUnixSeconds(core.clock.now(appId));

  route(routes.siwe.init, siweBodies.init, async (request) => {
    const { body, appId, app } = request;
    await checkInitCaptcha(core, request, body.token);
    // A smart account's nonce (`link_smart_wallet`) needs smart wallets on, not wallet login.
    if (!smartWalletsEnabled(core, appId)) checkWalletAuth(app);
    const nonce = randomHexNonce();
    const expiresAt = core.clock.now(request.appId) + SIWE_NONCE_TTL_MS;
    core
      .slice(siweSlice)
      .set(nonce, { nonce, app_id: appId, address: body.address.toLowerCase(), expires_at: expiresAt });
    return { nonce, address: body.address, expires_at: new Date(expiresAt).toISOString() };
  });

  route(routes.siwe.authenticate, siweBodies.authenticate, async (request) => {
    const { body, appId, app } = request;
    checkWalletAuth(app);
    const { address } = await verifySiwe(core, appId, app, body.message, body.signature as `0x${string}`);
    return identity.logIn(request, ethereumWalletAccount(address, body, nowSeconds(request.appId)), {
      mode: body.mode,
    });
  });

  route(routes.siwe.link, siweBodies.link, async (request) => {
    const { body, appId, app } = request;
    const record = await identity.authenticate(request);
    checkWalletAuth(app);
    const { address } = await verifySiwe(core, appId, app, body.message, body.signature as `0x${string}`);
    const account = ethereumWalletAccount(address, body, nowSeconds(request.appId));
    if (identity.owner(appId, account) === record) return identity.wire(record);
    const limit = app.config.max_linked_wallets_per_user ?? 1;
    if (record.user.linked_accounts.filter(isExternalEthereum).length >= limit) {
      throw new ApiError(400, ErrorCode.CANNOT_LINK_MORE_OF_TYPE, 'User already has an account of type wallet linked.');
    }
    return identity.link(record, account, { transfer: true });
  });

  registerSmartWalletLink(registry);
}
