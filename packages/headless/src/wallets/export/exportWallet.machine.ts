import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { Transition } from '../../core/flow/types.ts';
import type { WalletChainType } from '../../core/wallets/protocol.ts';
import {
  failed,
  initialOperation,
  type OperationSnapshot,
  reset,
  start,
  stay,
  succeeded,
  type WalletFacts,
} from '../embedded/operation.ts';
import type { EmbeddedWallet } from '../types.ts';

/**
 * The export page to show (spec §2 'Export wallet'): on the wallet iframe's origin, it shows the key
 * itself; this page only frames it and never receives the key.
 */
export interface ExportFrame {
  /** The page's address; the access token travels in its fragment. */
  url: string;
  /** Its origin: the only one whose messages (its height) the frame's host reads. */
  origin: string;
  wallet: EmbeddedWallet;
}

export const exportWalletStatuses = ['initial', 'preparing', 'done', 'error'] as const;
export type ExportWalletStatus = (typeof exportWalletStatuses)[number];
/** `preparing`: the wallet is loaded on this device (recovered if it must be) and MFA verified; `done`: the frame. */
export type ExportWalletSnapshot = OperationSnapshot<'preparing', ExportFrame>;

export interface ExportWalletOptions {
  /** The wallet to export (default: the user's first embedded wallet of `chainType`). */
  address?: string;
  /** Default `ethereum`. */
  chainType?: WalletChainType;
  /** The export page's colours (the modal's theme). */
  theme?: 'light' | 'dark';
}

export type ExportWalletEvent =
  | { type: 'export'; options: ExportWalletOptions; facts: WalletFacts }
  | { type: 'prepared'; frame: ExportFrame }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' };

export type ExportWalletEffect = { type: 'prepare'; wallet: EmbeddedWallet; theme: 'light' | 'dark' | undefined };

export const initialExportWalletSnapshot: ExportWalletSnapshot = initialOperation;

const notAuthenticated = () =>
  new FoyerError(ErrorCode.MUST_BE_AUTHENTICATED, 'User must be authenticated before exporting their wallet');

/** Spec §5 'Export': an authenticated user's own embedded wallet (the address's, or their first of the chain). */
function walletToExport({ address, chainType = 'ethereum' }: ExportWalletOptions, facts: WalletFacts): EmbeddedWallet {
  if (!facts.authenticated) throw notAuthenticated();
  const wallet = address
    ? facts.wallets.find((candidate) => candidate.address.toLowerCase() === address.toLowerCase())
    : facts.wallets.find((candidate) => candidate.chainType === chainType);
  if (!wallet) {
    throw new FoyerError(
      ErrorCode.EMBEDDED_WALLET_NOT_FOUND,
      address ? `${address} is not an embedded wallet of the user` : `The user has no embedded ${chainType} wallet`,
    );
  }
  return wallet;
}

export function exportWalletMachine(
  snapshot: ExportWalletSnapshot,
  event: ExportWalletEvent,
): Transition<ExportWalletSnapshot, ExportWalletEffect> {
  switch (event.type) {
    case 'export':
      if (snapshot.status === 'preparing') return stay(snapshot);
      return start('preparing', () => ({
        type: 'prepare',
        wallet: walletToExport(event.options, event.facts),
        theme: event.options.theme,
      }));
    case 'prepared':
      return snapshot.status === 'preparing' ? succeeded(event.frame) : stay(snapshot);
    case 'failed':
      return snapshot.status === 'preparing' ? failed(event.error) : stay(snapshot);
    case 'reset':
      return reset();
  }
}
