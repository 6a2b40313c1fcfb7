import { defineScreen } from '../defineScreen.ts';

/** Sign In With Farcaster (spec §2 'Farcaster screens'): a relay channel the Farcaster app approves. */
export const farcasterScreen = defineScreen()('farcaster', () => import('./FarcasterScreen.tsx'));
