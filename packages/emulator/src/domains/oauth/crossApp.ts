import { ErrorCode, type WireCrossAppAccount, type WireOAuthTokens } from '@foyer/headless/contract';
import type { AppRecord } from '../../kernel/app.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError } from '../../kernel/errors.ts';
import { allApps, findApp, findAppOr404 } from '../apps/index.ts';
import { createSession, emailAccount } from '../identity/index.ts';
import { type OAuthIdentity, oauthSlice } from './slice.ts';

/** Reference §5.4: a cross-app login's provider is `privy:<provider app id>`. */
const PREFIX = 'privy:';

/** The provider app id of a `privy:<appId>` provider, else null (a social provider). */
export const crossAppIdOf = (provider: string): string | null =>
  provider.startsWith(PREFIX) && provider.length > PREFIX.length ? provider.slice(PREFIX.length) : null;

/** A provider app the requesting app is connected to (reference §5.13), and whether it may transact there. */
export interface CrossAppConnection {
  provider: AppRecord;
  read_only: boolean;
}

/**
 * The requesting app's provider apps: those it was seeded with (`cross_app_connections`) that this
 * instance serves, else every other app it serves, none read-only.
 */
export function connectionsOf(core: EmulatorCore, requester: AppRecord): CrossAppConnection[] {
  const settings = requester.cross_app_connections;
  if (settings === null) {
    return allApps(core)
      .filter((app) => app.config.id !== requester.config.id)
      .map((provider) => ({ provider, read_only: false }));
  }
  return settings.flatMap(({ provider_app_id, read_only }) => {
    const provider = findApp(core, provider_app_id);
    return provider && provider_app_id !== requester.config.id ? [{ provider, read_only }] : [];
  });
}

/** The connection of the requesting app to provider app `providerAppId`, if it has one. */
export function connectionTo(
  core: EmulatorCore,
  requesterAppId: string,
  providerAppId: string,
): CrossAppConnection | undefined {
  const requester = findApp(core, requesterAppId);
  return requester
    ? connectionsOf(core, requester).find(({ provider }) => provider.config.id === providerAppId)
    : undefined;
}

/** The provider app of a cross-app login: another app this instance serves, connected to the requester; else 400. */
export function requireProviderApp(core: EmulatorCore, requesterAppId: string, providerAppId: string): AppRecord {
  const connection = connectionTo(core, requesterAppId, providerAppId);
  if (!connection) {
    throw new ApiError(400, ErrorCode.INVALID_DATA, `Unknown cross-app provider: ${PREFIX}${providerAppId}`);
  }
  return connection.provider;
}

/**
 * The provider access token a cross-app login or link hands the requesting app (reference §5.13):
 * a real access token of a new session of the user at the provider app, recorded as granted to the
 * requester (whose origins alone may receive the transact page's answers). None for a read-only
 * connection: the requester may not transact there.
 */
export async function providerAccessToken(
  core: EmulatorCore,
  requesterAppId: string,
  providerAppId: string,
  subject: string,
): Promise<WireOAuthTokens | undefined> {
  const connection = connectionTo(core, requesterAppId, providerAppId);
  if (!connection || connection.read_only) return undefined;
  const { token } = await createSession(core, subject);
  const claims = token ? await core.tokens.verifyAccessToken(token, providerAppId) : null;
  if (!token || !claims) throw new Error('The provider session token does not verify');
  core
    .slice(oauthSlice)
    .grants.set(claims.sid, { session_id: claims.sid, app_id: requesterAppId, provider_app_id: providerAppId });
  return {
    provider: `${PREFIX}${providerAppId}`,
    access_token: token,
    access_token_expires_in_seconds: Math.max(0, claims.exp - claims.iat),
  };
}

/** The default test account at a provider app's page (the page can type another). */
export const CROSS_APP_DEFAULT_EMAIL = 'ada@example.com';

/**
 * The user the provider app's page approves as, as an identity: that app's user with `email`,
 * signed up there first when it has none (the provider app's own login, simulated, within its
 * `max_users`).
 */
export function providerAppIdentity(
  core: EmulatorCore,
  providerAppId: string,
  email: string,
  nowSeconds: number,
): OAuthIdentity {
  const address = email.trim().toLowerCase();
  const account = emailAccount(address, nowSeconds);
  const record =
    core.identity.owner(providerAppId, account) ??
    core.identity.signUp({ appId: providerAppId, app: findAppOr404(core, providerAppId) }, [account]);
  return { subject: record.user.id, email: address };
}

/**
 * Reference §7.3 `cross_app`: the provider app's user id as the subject, and the addresses of that
 * user's embedded wallets and smart wallets at the provider app, as they are at the exchange.
 */
export function crossAppAccount(
  core: EmulatorCore,
  providerAppId: string,
  identity: OAuthIdentity,
  nowSeconds: number,
): WireCrossAppAccount {
  const accounts = core.identity.user(identity.subject)?.user.linked_accounts ?? [];
  return {
    type: 'cross_app',
    subject: identity.subject,
    provider_app_id: providerAppId,
    embedded_wallets: accounts
      .filter((account) => account.type === 'wallet' && account.wallet_client_type === 'privy')
      .map((account) => ({ address: (account as { address: string }).address })),
    smart_wallets: accounts
      .filter((account) => account.type === 'smart_wallet')
      .map((account) => ({ address: (account as { address: string }).address })),
    verified_at: nowSeconds,
    first_verified_at: nowSeconds,
    latest_verified_at: nowSeconds,
  };
}
