import { defineScreen } from '../defineScreen.ts';
import type { FarcasterSignerViewProps } from './FarcasterSignerView.tsx';

/** `requestFarcasterSignerFromWarpcast()`: 'Add a signer to Farcaster' (spec §2, §4 'Farcaster signer'). */
export const farcasterSignerScreen = defineScreen<undefined, FarcasterSignerViewProps>()(
  'farcaster/signer',
  () => import('./FarcasterSignerScreen.tsx'),
  { back: false },
);
