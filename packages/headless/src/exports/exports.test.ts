import { describe, expect, it } from 'vitest';

/**
 * The public surface, entry by entry. A new export is a decision: these lists make it one, and keep
 * internals (storage keys, the route table, wire mappers, atoms) from leaking out by an `export *`.
 */
const sorted = (module: object) => Object.keys(module).sort();

/** What both app-facing entries offer: errors, rules, constants, storage adapters. */
const shared = [
  'APP_ID_LENGTH',
  'accountTransferData',
  'accountTransferStatuses',
  'isEmbeddedWallet',
  'transferHandle',
  'AbortedError',
  'ApiError',
  'CAPTCHA_TIMING',
  'CODE_LENGTH',
  'DEFAULT_API_URL',
  'EMAIL_MAX_LENGTH',
  'EmbeddedWalletError',
  'ErrorCode',
  'FoyerError',
  'LOGIN_MESSAGE_MAX_LENGTH',
  'NetworkError',
  'RESEND_COOLDOWN_MS',
  'SDK_VERSION',
  'TURNSTILE_SCRIPT_URL',
  'TimeoutError',
  'ValidationError',
  'acceptTermsStatuses',
  'browserStorage',
  'captchaStatuses',
  'emailLoginStatuses',
  'embeddedWallets',
  'isCompleteCode',
  'isFoyerError',
  'isNumeric',
  'memoryStorage',
  'normalizeCode',
  'validateEmail',
  'walletChainsToCreate',
  'walletErrorCode',
  'walletsOfChain',
  'loadPhoneTools',
  'phoneCountries',
  'smsLoginStatuses',
  'passkeyLoginStatuses',
  'toPhoneSubmission',
  'validatePhoneSubmission',
];

describe('@foyer/headless public exports', () => {
  it('. : the shared surface plus the provider and the hooks', async () => {
    expect(sorted(await import('../index.ts'))).toEqual(
      [
        ...shared,
        ...[
          'FoyerProvider',
          'useAcceptTerms',
          'useAppConfig',
          'useAppConfigError',
          'useAuth',
          'useCaptcha',
          'useEmailLogin',
          'useFoyerStore',
          'useIdentityToken',
          'useRecentLogin',
          'useRecentLoginMethod',
          'useCreateWallet',
          'useEmbeddedWalletSigner',
          'useImportWallet',
          'useSignMessage',
          'useSignTypedData',
          'useSolanaSignMessage',
          'useSolanaWallets',
          'useWalletRecovery',
          'useWalletUi',
          'useWallets',
          'useSmsLogin',
          'usePasskeyLogin',
          'useUpdatePhone',
          'useAccountTransfer',
          'useUnlinkAccount',
          'useUpdateEmail',
        ],
      ].sort(),
    );
  });

  it('./core : the shared surface plus the core, the flow runtime and every flow factory and machine', async () => {
    expect(sorted(await import('./core.ts'))).toEqual(
      [
        ...shared,
        ...[
          'acceptTermsMachine',
          'captchaMachine',
          'captchaTokenFor',
          'checkIntent',
          'createAcceptTermsFlow',
          'completeAuth',
          'createCaptchaRuntime',
          'createTurnstileProvider',
          'getCaptcha',
          'initialCaptchaSnapshot',
          'isCaptchaEnabled',
          'createEmailLoginFlow',
          'createSmsLoginFlow',
          'smsLoginMachine',
          'createPasskeyLoginFlow',
          'passkeyLoginMachine',
          'initialPasskeyLoginSnapshot',
          'passkeyError',
          'initialSmsLoginSnapshot',
          'codeSentSnapshot',
          'createFlow',
          'createFoyerCore',
          'createIframeProxy',
          'createWalletsOnLogin',
          'emailLoginMachine',
          'getEmbeddedWallets',
          'initialAcceptTermsSnapshot',
          'initialEmailLoginSnapshot',
          'isSecureWalletOrigin',
          'persistSession',
          'MAX_LINKED_PASSKEYS',
          'MAX_LINKED_PER_TYPE',
          'accountTransferMachine',
          'checkLink',
          'checkLinkLimit',
          'checkLogin',
          'checkUnlink',
          'createAccountTransferFlow',
          'initialAccountTransferSnapshot',
          'transferAccount',
          'transferCall',
          'unlinkAccount',
          'unlinkCall',
          'withTransferContext',
        ],
      ].sort(),
    );
  });

  it('./ethereum : the viem account, the EIP-1193 provider and its errors', async () => {
    expect(sorted(await import('./ethereum.ts'))).toEqual([
      'ProviderErrorCode',
      'ProviderRpcError',
      'createEip1193Provider',
      'toProviderRpcError',
      'toViemAccount',
    ]);
  });

  it('./wagmi : the connector and the glue to the session', async () => {
    expect(sorted(await import('./wagmi.ts'))).toEqual([
      'EMBEDDED_WALLET_CONNECTOR_TYPE',
      'connectEmbeddedWallet',
      'embeddedWallet',
      'useFoyerWagmi',
    ]);
  });

  it('./solana : the Wallet Standard wallet and its registration', async () => {
    expect(sorted(await import('./solana.ts'))).toEqual([
      'EMBEDDED_WALLET_ICON',
      'SOLANA_CHAINS',
      'createSolanaStandardWallet',
      'registerEmbeddedSolanaWallet',
      'registerStandardWallet',
      'useRegisterEmbeddedSolanaWallet',
    ]);
  });

  it('./contract : the wire protocol only', async () => {
    expect(sorted(await import('./contract.ts'))).toEqual([
      'CLIENT_VERSION',
      'CODE_LENGTH',
      'ErrorCode',
      'HEADER',
      'IFRAME_EVENT_PREFIX',
      'IFRAME_TIMEOUT_MS',
      'REFRESH_COOKIE_DAYS',
      'SDK_VERSION',
      'WALLET_IFRAME_PATH',
      'authenticationOptionsToJson',
      'authenticationOptionsToWire',
      'authenticationResponseToJson',
      'authenticationResponseToWire',
      'buildPath',
      'defineRoute',
      'isErrorCode',
      'oauthProviders',
      'registrationOptionsToJson',
      'registrationOptionsToWire',
      'registrationResponseToJson',
      'registrationResponseToWire',
      'routeDomains',
      'walletErrorTypes',
    ]);
  });
});
