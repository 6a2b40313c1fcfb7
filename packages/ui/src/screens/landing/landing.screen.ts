import { defineScreen } from '../defineScreen.ts';

/** The landing login screen; `email` is the last address submitted from it (kept for back). */
export const landingScreen = defineScreen<{ email?: string } | undefined>()(
  'landing',
  () => import('./LandingScreen.tsx'),
  {
    size: 'full',
  },
);
