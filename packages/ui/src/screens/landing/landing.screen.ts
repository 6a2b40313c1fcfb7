import { defineScreen } from '../defineScreen.ts';
import LandingScreen from './LandingScreen.tsx';
import type { LandingViewProps } from './LandingView.tsx';

/**
 * The landing login screen. Its params: `email`, the last address submitted from it (kept for
 * back); `overflow`, the list an overflow row opened (kept for back from a method's screen);
 * `variant: 'connect-only'`, wallets only. The first screen has no chunk of its own: it comes with the
 * modal's code, so the first open shows it without a second round trip.
 */
export const landingScreen = defineScreen<
  { email?: string; overflow?: boolean; variant?: 'login' | 'connect-only' } | undefined,
  LandingViewProps
>()('landing', async () => ({ default: LandingScreen }), {
  size: 'full',
});
