/**
 * Sending on Ethereum, the send effect's body, loaded on the first send: prepare each transaction,
 * then the confirmation policy (the user sees the prepared transaction), the iframe signs it, the
 * chain gets it and the receipt ends it. Several transactions are confirmed and sent in turn.
 */
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { WalletService } from '../embedded/walletService.ts';
import type { EthereumSend, EthereumSendReceipt } from '../sendTypes.ts';
import { chainRpc } from './chainRpc.ts';
import { prepareEthereumSend, rpcTransaction } from './prepareSend.ts';
import { submitEthereumSend } from './submitSend.ts';

export async function sendEthereum(
  service: WalletService,
  { wallet, transactions, chain, options }: EthereumSend,
  signal: AbortSignal,
): Promise<EthereumSendReceipt[]> {
  const rpc = chainRpc(chain.rpcUrl, signal);
  const receipts: EthereumSendReceipt[] = [];
  for (const [index, transaction] of transactions.entries()) {
    const preview = await prepareEthereumSend(rpc, wallet, chain, transaction);
    if (transactions.length > 1) preview.batch = { index: index + 1, count: transactions.length };
    const noFunds = () =>
      new FoyerError(
        ErrorCode.INSUFFICIENT_BALANCE,
        `Wallet ${wallet.address} does not have enough funds for this transaction`,
      );
    receipts.push(
      await service.sendEthereum(
        wallet,
        { method: 'eth_signTransaction', params: [rpcTransaction(preview.transaction)] },
        { kind: 'send-transaction', preview },
        options,
        signal,
        (signed) => submitEthereumSend(rpc, signed, signal),
        () => {
          if (!preview.hasFunds) throw noFunds();
        },
      ),
    );
  }
  return receipts;
}
