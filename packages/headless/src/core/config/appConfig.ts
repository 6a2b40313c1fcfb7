import { type OAuthProvider, oauthProviders, type WireAppConfig } from '../api/wire.ts';
import { APP_ID_LENGTH, CAPTCHA_SITE_KEY_PREFIX, MAX_PRIMARY_LOGIN_METHODS, MAX_TIMER_MS } from '../constants.ts';
import { FoyerError } from '../errors/FoyerError.ts';
import { type AppConfig, type FoyerConfig, type LoginMethod, loginMethodNames } from './types.ts';

const WEB3_METHODS: ReadonlySet<LoginMethod> = new Set(['wallet']);

const invalid = (message: string) => new FoyerError('invalid_config', message);

/** The app id must be a string of exactly 25 characters (spec 000 §5). Throws otherwise. */
export function assertAppId(appId: unknown): asserts appId is string {
  if (typeof appId !== 'string' || appId.length !== APP_ID_LENGTH) {
    throw new FoyerError(
      'missing_or_invalid_privy_app_id',
      `appId must be a string of exactly ${APP_ID_LENGTH} characters; got ${JSON.stringify(appId)}`,
    );
  }
}

/** `tokenTimeoutMs`, when given, is a delay a timer can wait (a longer one fires at once). */
export function assertTokenTimeout(ms: number | undefined): void {
  if (ms !== undefined && !(ms > 0 && ms <= MAX_TIMER_MS))
    throw invalid(`tokenTimeoutMs must be from 1 to ${MAX_TIMER_MS} ms; got ${ms}`);
}

function serverLoginMethods(wire: WireAppConfig): Record<LoginMethod, boolean> {
  return {
    email: wire.email_auth,
    sms: wire.sms_auth,
    wallet: wire.wallet_auth || wire.solana_wallet_auth,
    passkey: wire.passkey_auth,
    farcaster: wire.farcaster_auth,
    telegram: wire.telegram_auth,
    ...(Object.fromEntries(oauthProviders.map((provider) => [provider, wire[`${provider}_oauth`]])) as Record<
      OAuthProvider,
      boolean
    >),
  };
}

const isCrossApp = (option: string) => option.startsWith('privy:');
/** An entry of `loginMethodsAndOrder` that is neither a method nor a cross-app id names a wallet. */
const isWalletId = (option: string) => !isCrossApp(option) && !(loginMethodNames as readonly string[]).includes(option);

function fromList(list: readonly string[]): Record<LoginMethod, boolean> {
  const enabled = new Set(list);
  const methods = Object.fromEntries(loginMethodNames.map((m) => [m, enabled.has(m)])) as Record<LoginMethod, boolean>;
  if (list.some(isWalletId)) methods.wallet = true;
  return methods;
}

function duplicates(list: readonly string[]): string[] {
  return [...new Set(list.filter((item, index) => list.indexOf(item) !== index))];
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `custom_api_url` as a base URL: https, or http on a loopback host (the emulator); else null, with a warning. */
function customApiUrl(value: string | null, warnings: string[]): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname)))
      return url.href.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  warnings.push(`custom_api_url ${JSON.stringify(value)} is not an https URL; requests keep going to apiUrl.`);
  return null;
}

/**
 * Merge the server's config with the app's local options and apply the validation rules of
 * spec 000 §5. Local options win. Throws a FoyerError (`invalid_config`) on a rule that makes the
 * kit unusable; returns warnings for rules that only deserve a developer's attention.
 */
export function resolveAppConfig(
  wire: WireAppConfig,
  local: FoyerConfig = {},
): { config: AppConfig; warnings: string[] } {
  const warnings: string[] = [];
  const ordered = local.loginMethodsAndOrder;
  if (local.loginMethods && ordered) {
    warnings.push('Both loginMethods and loginMethodsAndOrder are set; loginMethodsAndOrder wins.');
  }
  if (ordered && ordered.primary.length > MAX_PRIMARY_LOGIN_METHODS) {
    warnings.push(
      `loginMethodsAndOrder.primary has more than ${MAX_PRIMARY_LOGIN_METHODS} methods; some will move to overflow.`,
    );
  }
  const listed = ordered ? [...ordered.primary, ...(ordered.overflow ?? [])] : local.loginMethods;
  const repeated = duplicates(listed ?? []);
  if (repeated.length > 0) warnings.push(`Login methods are listed more than once: ${repeated.join(', ')}.`);

  const loginMethods = listed ? fromList(listed) : serverLoginMethods(wire);
  const crossApp = (listed ?? []).some(isCrossApp);
  if (!crossApp && !Object.values(loginMethods).some(Boolean)) {
    throw invalid('You must enable at least one login method');
  }

  const hasWeb3 = loginMethodNames.some((m) => WEB3_METHODS.has(m) && loginMethods[m]);
  const hasWeb2 = loginMethodNames.some((m) => !WEB3_METHODS.has(m) && loginMethods[m]);
  let walletFirst = local.appearance?.loginGroupPriority
    ? local.appearance.loginGroupPriority === 'web3-first'
    : (local.appearance?.showWalletLoginFirst ?? wire.show_wallet_login_first);
  if (!hasWeb3) walletFirst = false;
  if (!hasWeb2) walletFirst = true;

  const captchaEnabled = local.captchaEnabled ?? wire.captcha_enabled;
  const captchaSiteKey = wire.captcha_site_key ?? null;
  if (captchaEnabled && !captchaSiteKey?.startsWith(CAPTCHA_SITE_KEY_PREFIX)) {
    throw invalid('Unsupported captcha site key');
  }

  const chains = local.supportedChains ?? [];
  if (local.supportedChains && chains.length === 0) throw invalid('supportedChains must contain at least one chain');
  const defaultChain = local.defaultChain ?? chains[0] ?? null;
  if (local.defaultChain && local.supportedChains && !chains.some((chain) => chain.id === local.defaultChain?.id)) {
    throw invalid(`defaultChain ${local.defaultChain.id} is not in supportedChains`);
  }

  const appearance = local.appearance ?? {};
  const config: AppConfig = {
    id: wire.id,
    name: wire.name,
    appearance: {
      theme: appearance.theme ?? (wire.theme === 'dark' ? 'dark' : 'light'),
      accentColor: appearance.accentColor ?? wire.accent_color,
      logo: appearance.logo ?? wire.logo_url,
      landingHeader: appearance.landingHeader ?? null,
      loginMessage: appearance.loginMessage ?? null,
      loginGroupPriority: walletFirst ? 'web3-first' : 'web2-first',
      hideDirectWeb2Inputs: appearance.hideDirectWeb2Inputs ?? false,
      walletChainType: appearance.walletChainType ?? 'ethereum-only',
      walletList: appearance.walletList ?? null,
    },
    loginMethods,
    loginMethodsAndOrder: ordered ? { primary: ordered.primary, overflow: ordered.overflow ?? [] } : null,
    disablePlusEmails: wire.disable_plus_emails,
    legal: {
      termsAndConditionsUrl: local.legal?.termsAndConditionsUrl ?? wire.terms_and_conditions_url,
      privacyPolicyUrl: local.legal?.privacyPolicyUrl ?? wire.privacy_policy_url,
      requireUsersAcceptTerms: wire.require_users_accept_terms ?? false,
    },
    allowlistConfig: {
      errorTitle: wire.allowlist_config.error_title,
      errorDetail: wire.allowlist_config.error_detail,
      ctaText: wire.allowlist_config.cta_text,
      ctaLink: wire.allowlist_config.cta_link,
    },
    captchaEnabled,
    captchaSiteKey,
    intl: { defaultCountry: local.intl?.defaultCountry ?? 'US' },
    chains,
    defaultChain,
    embeddedWallets: {
      ethereum: {
        createOnLogin:
          local.embeddedWallets?.ethereum?.createOnLogin ?? wire.embedded_wallet_config.ethereum.create_on_login,
      },
      solana: {
        createOnLogin:
          local.embeddedWallets?.solana?.createOnLogin ?? wire.embedded_wallet_config.solana.create_on_login,
      },
      // The server's enforce_wallet_uis forces wallet screens on; otherwise the app decides (default on).
      showWalletUIs: wire.enforce_wallet_uis || (local.embeddedWallets?.showWalletUIs ?? true),
      userOwnedRecoveryOptions:
        local.embeddedWallets?.userOwnedRecoveryOptions ??
        wire.embedded_wallet_config.user_owned_recovery_options ??
        [],
      requireUserOwnedRecoveryOnCreate:
        local.embeddedWallets?.requireUserOwnedRecoveryOnCreate ??
        wire.embedded_wallet_config.require_user_owned_recovery_on_create ??
        false,
    },
    mfa: { methods: wire.mfa_methods, noPromptOnMfaRequired: local.mfa?.noPromptOnMfaRequired ?? false },
    whatsAppEnabled: wire.whatsapp_enabled,
    loginConfig: { passkeysForSignupEnabled: wire.passkeys_for_signup_enabled },
    serverCookies: { enabled: Boolean(wire.custom_api_url), apiUrl: customApiUrl(wire.custom_api_url, warnings) },
    customJwtAuthEnabled: wire.custom_jwt_auth,
    local,
    server: wire,
  };
  return { config, warnings };
}
