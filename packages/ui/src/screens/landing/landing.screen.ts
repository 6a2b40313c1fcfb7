import { defineScreen } from '../defineScreen.ts';
import type { LandingViewProps } from './LandingView.tsx';

/**
 * The landing login screen. Its params: `email`, the last address submitted from it (kept for
 * back); `overflow`, the list an overflow row opened (kept for back from a method's screen);
 * `variant: 'connect-only'`, wallets only.
 */
export const landingScreen = defineScreen<
  { email?: string; overflow?: boolean; variant?: 'login' | 'connect-only' } | undefined,
  LandingViewProps
>()('landing', () => import('./LandingScreen.tsx'), {
  size: 'full',
});
