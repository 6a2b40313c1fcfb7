import { defineScreen } from '../defineScreen.ts';

/** 'Enter confirmation code': sends a code to `email` on entry and verifies it. */
export const enterCodeScreen = defineScreen<{ email: string }>()(
  'email/enter-code',
  () => import('./EnterCodeScreen.tsx'),
);
