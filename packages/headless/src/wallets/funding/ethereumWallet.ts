/**
 * Sending from a connected external Ethereum wallet through its EIP-1193 provider: the wallet is
 * put on the transaction's chain (added from the app's chain config when it does not know it), asked
 * to send (`eth_sendTransaction`: it signs, fills in nonce and gas, and broadcasts), and the receipt
 * is awaited on the app's own node.
 */
import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import { quantityHex } from '../../ethereum/address.ts';
import type { Eip1193Like } from '../../ethereum/external/discovery.ts';
import { waitForReceipt } from '../ethereum/submitSend.ts';
import { toWalletError, WalletProviderCode } from '../external/errors.ts';
import type { ConnectedExternalWallet } from '../external/types.ts';
import { chainRpc } from '../jsonRpc.ts';
import type { EthereumSendReceipt } from '../sendTypes.ts';
import type { Address, Hex } from '../types.ts';
import { evmChainOf, type FundingChain } from './appChains.ts';
import { walletAnswer } from './walletPrompt.ts';

/**
 * A connected external Ethereum wallet funds come from: its entry (`useWallets()`), and its EIP-1193
 * provider (`ethereumWalletsOf(core).providerOf(wallet.meta.id)` of `/ethereum` for an injected one).
 */
export type EthereumFundingWallet = ConnectedExternalWallet<'ethereum'> & { provider: Eip1193Like };

/** A transaction for the external wallet to send, as `eth_sendTransaction` takes it (quantities as bigint). */
export interface WalletTransactionRequest {
  from: Address;
  to: Address;
  /** Wei. */
  value: bigint;
  data: Hex | null;
  chainId: number;
}

async function ask(from: EthereumFundingWallet, method: string, params: unknown[], signal: AbortSignal) {
  try {
    return await walletAnswer(from.provider.request({ method, params }), signal, `the wallet's ${method}`);
  } catch (error) {
    throw toWalletError(error, 'request');
  }
}

/** Puts the wallet on `chain`: nothing when it is there; EIP-3326, then EIP-3085 (and again 3326) when it does not know the chain. */
async function switchWalletChain(from: EthereumFundingWallet, chain: FundingChain, signal: AbortSignal) {
  const chainId = quantityHex(chain.id);
  const current = await ask(from, 'eth_chainId', [], signal);
  if (Number(current) === chain.id) return;
  try {
    await walletAnswer(
      from.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }),
      signal,
      'the chain switch',
    );
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== WalletProviderCode.UNRECOGNIZED_CHAIN) {
      throw toWalletError(error, 'request');
    }
    const currency = chain.nativeCurrency ?? { symbol: 'ETH', decimals: 18 };
    await ask(
      from,
      'wallet_addEthereumChain',
      [
        {
          chainId,
          chainName: chain.name,
          nativeCurrency: {
            name: currency.name ?? currency.symbol,
            symbol: currency.symbol,
            decimals: currency.decimals,
          },
          rpcUrls: [chain.rpcUrl],
        },
      ],
      signal,
    );
    await ask(from, 'wallet_switchEthereumChain', [{ chainId }], signal);
  }
}

/**
 * Has the external wallet send `request` on its chain (one of the app's) and waits for the receipt
 * on the app's node. A refusal fails with `user_rejected_request`, another wallet failure as
 * `toWalletError` reads it, no answer in 120 s with `wallet_request_timeout`, a reverted receipt
 * with `transaction_failure`, no receipt in 120 s with `client_request_timeout` (the hash in `details`).
 */
export async function sendWithWallet(
  core: Pick<FoyerCore, 'store'>,
  from: EthereumFundingWallet,
  request: WalletTransactionRequest,
  signal: AbortSignal,
): Promise<EthereumSendReceipt> {
  const chain = evmChainOf(core, request.chainId);
  await switchWalletChain(from, chain, signal);
  const hash = await ask(
    from,
    'eth_sendTransaction',
    [
      {
        from: request.from,
        to: request.to,
        value: `0x${request.value.toString(16)}`,
        ...(request.data ? { data: request.data } : {}),
        chainId: quantityHex(chain.id),
      },
    ],
    signal,
  );
  if (typeof hash !== 'string' || !/^0x[0-9a-f]{64}$/i.test(hash)) {
    throw new FoyerError(ErrorCode.TRANSACTION_FAILURE, `The wallet answered eth_sendTransaction with ${String(hash)}`);
  }
  return waitForReceipt(chainRpc(chain.rpcUrl, signal), hash as Hex, signal);
}
