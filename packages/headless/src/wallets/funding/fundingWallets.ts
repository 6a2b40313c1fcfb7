/**
 * The connected wallet funds come from, whichever its chain: its provider found in the page (an
 * injected EIP-1193 provider, or a Wallet Standard wallet), and its transfer prepared and sent by
 * the chain's own code (`walletTransfer.ts`, `solanaWalletTransfer.ts`), loaded only for that chain.
 */
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { ethereumWalletsOf } from '../../ethereum/external/discovery.ts';
import type { ConnectedExternalWallet } from '../external/types.ts';
import type { EthereumFundingWallet } from './ethereumWallet.ts';
import type { FundingTarget } from './types.ts';

const notConnected = (wallet: ConnectedExternalWallet) =>
  new FoyerError(ErrorCode.WALLET_NOT_CONNECTED, `${wallet.meta.name} is not connected in this page`);

/** The wallet's EIP-1193 provider in this page (`wallet_not_connected` when the page lost it). */
export function ethereumFundingWallet(core: FoyerCore, wallet: ConnectedExternalWallet): EthereumFundingWallet {
  const provider = wallet.chainType === 'ethereum' ? ethereumWalletsOf(core).providerOf(wallet.meta.id) : null;
  if (!provider) throw notConnected(wallet);
  return { ...(wallet as ConnectedExternalWallet<'ethereum'>), provider };
}

/** What the confirming screen shows, and what the confirmation sends. */
export interface PreparedTransfer {
  total: bigint;
  fee: bigint;
  hasFunds: boolean;
  send(signal: AbortSignal): Promise<{ hash: string }>;
}

/** Prepares the transfer of the target's amount from `wallet` (Ethereum or Solana) to the target. */
export async function prepareTransfer(
  core: FoyerCore,
  wallet: ConnectedExternalWallet,
  target: FundingTarget,
  signal: AbortSignal,
): Promise<PreparedTransfer> {
  if (wallet.chainType === 'solana') {
    const [{ prepareSolanaWalletTransfer, submitSolanaWalletTransfer }, { discoverSolanaWallets }] = await Promise.all([
      import('./solanaWalletTransfer.ts'),
      import('../../solana/externalWallets.ts'),
    ]);
    const standard = discoverSolanaWallets().getWallet(wallet.meta.id);
    if (!standard) throw notConnected(wallet);
    const from = { ...(wallet as ConnectedExternalWallet<'solana'>), standard };
    const prepared = await prepareSolanaWalletTransfer(core, { from, target }, { signal });
    return {
      ...prepared,
      send: async (inner) => ({
        hash: (await submitSolanaWalletTransfer(from, prepared, { signal: inner })).signature,
      }),
    };
  }
  const { prepareWalletTransfer, submitWalletTransfer } = await import('./walletTransfer.ts');
  const from = ethereumFundingWallet(core, wallet);
  const prepared = await prepareWalletTransfer(core, { from, target }, { signal });
  return {
    ...prepared,
    send: async (inner) => ({ hash: (await submitWalletTransfer(core, from, prepared, { signal: inner })).hash }),
  };
}
