import { defineScreen } from '../defineScreen.ts';

/**
 * Spec §2 'In-app browser': a provider's login (OAuth) refuses to run inside an app's embedded
 * browser; the method's screen navigates here instead of starting it.
 */
export const inAppBrowserScreen = defineScreen()('in-app-browser', () =>
  import('../error/noticeScreens.ts').then((m) => ({ default: m.InAppBrowserScreen })),
);
