/**
 * Sending on Ethereum, the send effect's body, loaded on the first send: prepare each transaction,
 * then the confirmation policy (the user sees the prepared transaction), the iframe signs it, the
 * chain gets it and the receipt ends it. Several transactions are confirmed and sent in turn.
 */

import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { EthereumRpcRequest } from '../../core/wallets/protocol.ts';
import { describeEthereumRpc } from '../embedded/signingRequests.ts';
import type { WalletService } from '../embedded/walletService.ts';
import { chainRpc } from '../jsonRpc.ts';
import { readScan, scanTransaction, tokenUsdPrice } from '../scan.ts';
import type { EthereumSend, EthereumSendReceipt } from '../sendTypes.ts';
import type { Hex } from '../types.ts';
import { prepareEthereumSend, rpcTransaction, type SendLookups } from './prepareSend.ts';
import { submitEthereumSend } from './submitSend.ts';

/** The provider's prices (each symbol asked once per send) and scanner, for the previews of a send on `chainId`. */
function providerLookups(core: FoyerCore, chainId: number, signal: AbortSignal): SendLookups {
  const prices = new Map<string, Promise<number | null>>();
  const price = (symbol: string | null) => {
    if (symbol === null) return Promise.resolve(null);
    const known = prices.get(symbol) ?? tokenUsdPrice(core, chainId, symbol, signal);
    prices.set(symbol, known);
    return known;
  };
  return {
    price,
    async scan(call) {
      const wire = await scanTransaction(core, chainId, { method: 'eth_sendTransaction', params: [call] }, signal);
      if (!wire) return null;
      const symbols =
        wire.simulation.status === 'Success' ? wire.simulation.assets_diffs.map((d) => d.asset.symbol) : [];
      const known = await Promise.all(symbols.map(async (symbol) => [symbol ?? '', await price(symbol)] as const));
      return readScan(wire, new Map(known));
    },
  };
}

export async function sendEthereum(
  core: FoyerCore,
  service: WalletService,
  { wallet, transactions, chain, options }: EthereumSend,
  signal: AbortSignal,
  /** Each transaction's hash, as soon as the chain takes it (before its receipt). */
  onSent?: (hash: Hex) => void,
): Promise<EthereumSendReceipt[]> {
  const rpc = chainRpc(chain.rpcUrl, signal);
  const lookups = providerLookups(core, chain.id, signal);
  const receipts: EthereumSendReceipt[] = [];
  for (const [index, transaction] of transactions.entries()) {
    const preview = await prepareEthereumSend(rpc, wallet, chain, transaction, lookups);
    if (transactions.length > 1) preview.batch = { index: index + 1, count: transactions.length };
    // 'Add funds' may cover the total while the confirmation shows: approving reads this, not the preview.
    let hasFunds = preview.hasFunds;
    const recheckFunds = async () => {
      hasFunds = BigInt((await rpc('eth_getBalance', [wallet.address, 'latest'])) as Hex) >= preview.total.value;
      return hasFunds;
    };
    const noFunds = () =>
      new FoyerError(
        ErrorCode.INSUFFICIENT_BALANCE,
        `Wallet ${wallet.address} does not have enough funds for this transaction`,
      );
    receipts.push(
      await service.sendEthereum(
        wallet,
        { method: 'eth_signTransaction', params: [rpcTransaction(preview.transaction)] },
        { kind: 'send-transaction', preview, recheckFunds },
        options,
        signal,
        (signed) => submitEthereumSend(rpc, signed, signal, onSent),
        () => {
          if (!hasFunds) throw noFunds();
        },
      ),
    );
  }
  return receipts;
}

/**
 * `useSignTransaction`: one transaction prepared like a send (filled in, priced, decoded), shown as
 * the transaction it is (the policy decides), signed by the iframe, and not sent: the signed
 * serialized transaction.
 */
export async function signEthereumTransaction(
  core: FoyerCore,
  service: WalletService,
  { wallet, transactions: [transaction], chain, options }: EthereumSend,
  signal: AbortSignal,
): Promise<Hex> {
  if (!transaction) throw new FoyerError(ErrorCode.INVALID_DATA, 'Nothing to sign');
  const rpc = chainRpc(chain.rpcUrl, signal);
  const preview = await prepareEthereumSend(rpc, wallet, chain, transaction, providerLookups(core, chain.id, signal));
  const call: EthereumRpcRequest = { method: 'eth_signTransaction', params: [rpcTransaction(preview.transaction)] };
  const shown = { id: chain.id, nativeCurrency: chain.nativeCurrency, ...(chain.name ? { name: chain.name } : {}) };
  return service.signEthereum(wallet, call, describeEthereumRpc(call, shown, []), options, signal);
}
