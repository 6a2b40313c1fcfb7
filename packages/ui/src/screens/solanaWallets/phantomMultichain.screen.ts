import { defineScreen } from '../defineScreen.ts';
import type { PhantomMultichainViewProps } from './PhantomMultichainView.tsx';

/** Spec wallets §2 'Phantom multichain error': 'Try again' goes back to the connection, 'Cancel' closes. */
export const phantomMultichainScreen = defineScreen<undefined, PhantomMultichainViewProps>()(
  'solana-wallet/phantom-multichain',
  () => import('./solanaScreens.ts').then((m) => ({ default: m.PhantomMultichainScreen })),
);
