import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { type ExportQuery, WALLET_EXPORT_PATH } from '../../core/wallets/protocol.ts';
import type { EmbeddedWallet } from '../types.ts';
import type { ExportFrame } from './exportWallet.machine.ts';

/**
 * The export page's address for `wallet` (reference §6.1): which key, and the seed phrase too for
 * an HD wallet; the access token in the fragment, which is never sent to a server.
 */
export function exportFrame(
  core: Pick<FoyerCore, 'apiUrl' | 'appId' | 'clientId'>,
  wallet: EmbeddedWallet,
  accessToken: string,
  theme?: 'light' | 'dark',
): ExportFrame {
  const origin = new URL(core.apiUrl).origin;
  const query: ExportQuery = {
    v: '1',
    entropy_id: wallet.entropyId,
    entropy_id_verifier: wallet.entropyIdVerifier,
    hd_wallet_index: String(wallet.hdWalletIndex),
    chain_type: wallet.chainType,
    ...(core.clientId ? { client_id: core.clientId } : {}),
    ...(wallet.imported ? {} : { phrase_export: 'true' as const }),
    ...(theme ? { theme } : {}),
  };
  const url = new URL(WALLET_EXPORT_PATH.replace(':app_id', encodeURIComponent(core.appId)), origin);
  url.search = new URLSearchParams(query as unknown as Record<string, string>).toString();
  url.hash = new URLSearchParams({ token: accessToken }).toString();
  return { url: url.toString(), origin, wallet };
}
