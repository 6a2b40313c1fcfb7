import { describe, expect, it } from 'vitest';

/** The public surface of `@foyer/ui`: a new export is a decision this list makes visible. */
describe('@foyer/ui public exports', () => {
  it('.', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'CaptchaView',
      'CreateWalletView',
      'EnterCodeView',
      'ErrorView',
      'FoyerModal',
      'LandingView',
      'LoadingView',
      'MessagesProvider',
      'Panel',
      'RecoveryAutomaticView',
      'SignMessageView',
      'WalletCreatedView',
      'accentStyle',
      'captchaViewStatuses',
      'createWalletViewStatuses',
      'enterCodeViewStatuses',
      'errorMessage',
      'errorViewStatuses',
      'format',
      'formatPlural',
      'landingViewStatuses',
      'loadingViewStatuses',
      'mergeMessages',
      'messages',
      'recoveryAutomaticViewStatuses',
      'signMessageViewStatuses',
      'useLinkAccount',
      'useLogin',
      'useMessages',
      'useModalStatus',
      'useSetWalletRecovery',
      'useUpdateAccount',
      'walletCreatedViewStatuses',
    ]);
  });
});
