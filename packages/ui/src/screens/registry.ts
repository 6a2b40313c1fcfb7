import { transferScreen } from './account/transfer.screen.ts';
import { accountNotFoundScreen } from './accountNotFound/accountNotFound.screen.ts';
import { allowlistScreen } from './allowlist/allowlist.screen.ts';
import { captchaScreen } from './captcha/captcha.screen.ts';
import { crossAppStatusScreen } from './crossApp/crossAppStatus.screen.ts';
import type { ScreenDefinition } from './defineScreen.ts';
import { delegateWalletScreen, revokeDelegationScreen } from './delegation/delegation.screen.ts';
import { enterCodeScreen } from './email/enterCode.screen.ts';
import { createWalletScreen } from './embeddedWallet/createWallet.screen.ts';
import { recoveryAutomaticScreen } from './embeddedWallet/recoveryAutomatic.screen.ts';
import {
  signMessageScreen,
  signSolanaMessageScreen,
  signTypedDataScreen,
} from './embeddedWallet/signMessage.screen.ts';
import {
  sendSolanaTransactionScreen,
  sendTransactionScreen,
  signAuthorizationScreen,
  signRawHashScreen,
  signSolanaTransactionScreen,
  signTransactionScreen,
  signWalletRequestScreen,
} from './embeddedWallet/signTransaction.screen.ts';
import { walletCreatedScreen } from './embeddedWallet/walletCreated.screen.ts';
import { errorScreen } from './error/error.screen.ts';
import { exportWalletScreen } from './exportWallet/exportWallet.screen.ts';
import {
  installWalletScreen,
  selectNetworkScreen,
  walletConnectScreen,
  walletListScreen,
} from './externalWallets/wallets.screen.ts';
import { farcasterScreen } from './farcaster/farcaster.screen.ts';
import { farcasterSignerScreen } from './farcasterSigner/farcasterSigner.screen.ts';
import { fundWalletScreen } from './funding/fundWallet.screen.ts';
import { inAppBrowserScreen } from './inAppBrowser/inAppBrowser.screen.ts';
import { landingScreen } from './landing/landing.screen.ts';
import { methodUnavailableScreen } from './method/unavailable.screen.ts';
import {
  mfaEnrollCodeScreen,
  mfaEnrollPasskeyScreen,
  mfaEnrollScreen,
  mfaEnrollSmsScreen,
  mfaEnrollTotpScreen,
  mfaRemoveScreen,
  mfaSmsAddedScreen,
  mfaVerifyScreen,
} from './mfa/mfa.screen.ts';
import { oauthStatusScreen } from './oauth/oauthStatus.screen.ts';
import { passkeyChoiceScreen, passkeyStatusScreen } from './passkey/passkey.screen.ts';
import { managePasskeysScreen, passkeysUpdatedScreen, removePasskeyScreen } from './passkeys/passkeys.screen.ts';
import {
  recoverScreen,
  recoveryMethodScreen,
  setPasswordIntroScreen,
  setPasswordScreen,
} from './recovery/recovery.screen.ts';
import { enterSmsCodeScreen } from './sms/enterSmsCode.screen.ts';
import { linkPhoneScreen, updatePhoneScreen } from './sms/phoneAccount.screen.ts';
import { ledgerChoiceScreen } from './solanaWallets/ledgerChoice.screen.ts';
import { phantomMultichainScreen } from './solanaWallets/phantomMultichain.screen.ts';
import { solanaSignInScreen } from './solanaWallets/solanaSignIn.screen.ts';
import { telegramScreen } from './telegram/telegram.screen.ts';
import { termsScreen } from './terms/terms.screen.ts';
import { userLimitScreen } from './userLimit/userLimit.screen.ts';

/**
 * Every screen the modal can show. Adding one: a folder with its `*.screen.ts`, component and View,
 * and one entry here. Ids and params are typed from this list.
 */
export const screenRegistry = [
  landingScreen,
  mfaVerifyScreen,
  recoverScreen,
  recoveryMethodScreen,
  setPasswordIntroScreen,
  setPasswordScreen,
  exportWalletScreen,
  fundWalletScreen,
  delegateWalletScreen,
  revokeDelegationScreen,
  mfaEnrollScreen,
  mfaEnrollTotpScreen,
  mfaEnrollSmsScreen,
  mfaEnrollCodeScreen,
  mfaSmsAddedScreen,
  mfaEnrollPasskeyScreen,
  mfaRemoveScreen,
  managePasskeysScreen,
  removePasskeyScreen,
  passkeysUpdatedScreen,
  enterCodeScreen,
  errorScreen,
  createWalletScreen,
  walletCreatedScreen,
  signMessageScreen,
  signTypedDataScreen,
  signSolanaMessageScreen,
  signTransactionScreen,
  signRawHashScreen,
  signAuthorizationScreen,
  signWalletRequestScreen,
  signSolanaTransactionScreen,
  sendTransactionScreen,
  sendSolanaTransactionScreen,
  recoveryAutomaticScreen,
  termsScreen,
  allowlistScreen,
  accountNotFoundScreen,
  userLimitScreen,
  inAppBrowserScreen,
  methodUnavailableScreen,
  enterSmsCodeScreen,
  linkPhoneScreen,
  updatePhoneScreen,
  captchaScreen,
  transferScreen,
  ledgerChoiceScreen,
  solanaSignInScreen,
  phantomMultichainScreen,
  telegramScreen,
  farcasterScreen,
  farcasterSignerScreen,
  walletListScreen,
  walletConnectScreen,
  installWalletScreen,
  selectNetworkScreen,
  oauthStatusScreen,
  passkeyChoiceScreen,
  passkeyStatusScreen,
  crossAppStatusScreen,
] as const;

type Registered = (typeof screenRegistry)[number];
export type ScreenId = Registered['id'];
/** What `navigate(id, params)` passes to the screen `id`. */
export type ScreenParams<Id extends ScreenId> =
  Extract<Registered, { id: Id }> extends ScreenDefinition<Id, infer Params> ? Params : never;
/**
 * The props of each screen's pure View, by screen id: what a host's replacement
 * (`<FoyerModal screens={{ [id]: Component }}>`) receives, the flow's state and commands included.
 */
export type ScreenViewProps = {
  [Id in ScreenId]: Extract<Registered, { id: Id }> extends ScreenDefinition<Id, unknown, infer View> ? View : never;
};

const byId = new Map<string, Registered>(screenRegistry.map((screen) => [screen.id, screen]));

export function screenDefinition(id: ScreenId): Registered {
  return byId.get(id) as Registered;
}
