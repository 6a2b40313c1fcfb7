import { defineScreen } from '../defineScreen.ts';

/** Spec wallets §2 'Phantom multichain error': 'Try again' goes back to the connection, 'Cancel' closes. */
export const phantomMultichainScreen = defineScreen()('solana-wallet/phantom-multichain', () =>
  import('./solanaScreens.ts').then((m) => ({ default: m.PhantomMultichainScreen })),
);
