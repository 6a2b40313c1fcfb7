import { defineScreen } from '../defineScreen.ts';
import type { FarcasterViewProps } from './FarcasterView.tsx';

/** Sign In With Farcaster (spec §2 'Farcaster screens'): a relay channel the Farcaster app approves. */
export const farcasterScreen = defineScreen<undefined, FarcasterViewProps>()(
  'farcaster',
  () => import('./FarcasterScreen.tsx'),
);
