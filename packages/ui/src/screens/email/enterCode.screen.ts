import { defineScreen } from '../defineScreen.ts';
import type { EnterCodeViewProps } from './EnterCodeView.tsx';

/** 'Enter confirmation code': sends a code to `email` on entry and verifies it. */
export const enterCodeScreen = defineScreen<{ email: string }, EnterCodeViewProps>()(
  'email/enter-code',
  () => import('./EnterCodeScreen.tsx'),
);
