import { ErrorCode, type WireCrossAppAccount } from '@foyer/headless/contract';
import type { AppRecord } from '../../kernel/app.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError } from '../../kernel/errors.ts';
import { findApp, findAppOr404 } from '../apps/index.ts';
import { emailAccount } from '../identity/index.ts';
import type { OAuthIdentity } from './slice.ts';

/** Reference §5.4: a cross-app login's provider is `privy:<provider app id>`. */
const PREFIX = 'privy:';

/** The provider app id of a `privy:<appId>` provider, else null (a social provider). */
export const crossAppIdOf = (provider: string): string | null =>
  provider.startsWith(PREFIX) && provider.length > PREFIX.length ? provider.slice(PREFIX.length) : null;

/** The provider app of a cross-app login: another app this instance serves; else 400. */
export function requireProviderApp(core: EmulatorCore, requesterAppId: string, providerAppId: string): AppRecord {
  const app = findApp(core, providerAppId);
  if (!app || providerAppId === requesterAppId) {
    throw new ApiError(400, ErrorCode.INVALID_DATA, `Unknown cross-app provider: ${PREFIX}${providerAppId}`);
  }
  return app;
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
