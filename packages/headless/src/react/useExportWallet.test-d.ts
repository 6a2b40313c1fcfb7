import { expectTypeOf } from 'vitest';
import type { ExportFrame, ExportWalletStatus } from '../wallets/export/exportWallet.machine.ts';
import { useExportWallet } from './useExportWallet.ts';

const exporting = useExportWallet({ onComplete: (frame) => expectTypeOf(frame.url).toEqualTypeOf<string>() });
expectTypeOf(exporting.state.status).toEqualTypeOf<ExportWalletStatus>();
expectTypeOf(exporting.state.result).toEqualTypeOf<ExportFrame | null>();
exporting.exportWallet();
exporting.exportWallet({ chainType: 'solana', theme: 'dark' });
expectTypeOf(exporting.exportWalletAsync).parameters.toEqualTypeOf<
  [options?: { address?: string; chainType?: 'ethereum' | 'solana'; theme?: 'light' | 'dark' } | undefined]
>();
// @ts-expect-error: not a chain
exporting.exportWallet({ chainType: 'bitcoin' });
