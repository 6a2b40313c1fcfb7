import { captchaScreen } from './captcha/captcha.screen.ts';
import type { ScreenDefinition } from './defineScreen.ts';
import { enterCodeScreen } from './email/enterCode.screen.ts';
import { errorScreen } from './error/error.screen.ts';
import { landingScreen } from './landing/landing.screen.ts';
import { createWalletScreen } from './wallet/createWallet.screen.ts';
import { recoveryAutomaticScreen } from './wallet/recoveryAutomatic.screen.ts';
import { signMessageScreen } from './wallet/signMessage.screen.ts';
import { walletCreatedScreen } from './wallet/walletCreated.screen.ts';

/**
 * Every screen the modal can show. Adding one: a folder with its `*.screen.ts`, component and View,
 * and one entry here. Ids and params are typed from this list.
 */
export const screenRegistry = [
  landingScreen,
  enterCodeScreen,
  errorScreen,
  createWalletScreen,
  walletCreatedScreen,
  signMessageScreen,
  recoveryAutomaticScreen,
  captchaScreen,
] as const;

type Registered = (typeof screenRegistry)[number];
export type ScreenId = Registered['id'];
/** What `navigate(id, params)` passes to the screen `id`. */
export type ScreenParams<Id extends ScreenId> =
  Extract<Registered, { id: Id }> extends ScreenDefinition<Id, infer Params> ? Params : never;

const byId = new Map<string, Registered>(screenRegistry.map((screen) => [screen.id, screen]));

export function screenDefinition(id: ScreenId): Registered {
  return byId.get(id) as Registered;
}
