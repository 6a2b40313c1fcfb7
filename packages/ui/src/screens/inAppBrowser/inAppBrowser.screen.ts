import { defineScreen } from '../defineScreen.ts';
import type { InAppBrowserViewProps } from './InAppBrowserView.tsx';

/**
 * Spec §2 'In-app browser': a provider's login (OAuth) refuses to run inside an app's embedded
 * browser; the method's screen navigates here instead of starting it.
 */
export const inAppBrowserScreen = defineScreen<undefined, InAppBrowserViewProps>()('in-app-browser', () =>
  import('../error/noticeScreens.ts').then((m) => ({ default: m.InAppBrowserScreen })),
);
