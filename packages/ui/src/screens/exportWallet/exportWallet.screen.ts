import { defineScreen } from '../defineScreen.ts';
import type { ExportWalletViewProps } from './ExportWalletView.tsx';

/** `exportWallet()`: the warning and the export page of the wallet's own origin (spec §2 'Export wallet'). */
export const exportWalletScreen = defineScreen<
  { address?: string; chainType?: 'ethereum' | 'solana' } | undefined,
  ExportWalletViewProps
>()('wallet/export', () => import('./ExportWalletScreen.tsx'), { back: false });
