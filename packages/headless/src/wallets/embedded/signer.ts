import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { asyncCommands } from '../../core/flow/asyncCommands.ts';
import type { EthereumSendReceipt } from '../sendTypes.ts';
import type { EmbeddedWalletSigner, Hex } from '../types.ts';
import { createAdapterSigningFlow, type SignedBytes } from './signing.flow.ts';
import { createSendSolanaTransactionFlow } from './solanaSend/sendSolanaTransaction.flow.ts';
import type { SendSolanaTransactionSnapshot } from './solanaSend/sendSolanaTransaction.machine.ts';

const signerKey = Symbol('embedded-wallet-signer');

/**
 * What the ecosystem adapters sign with (EIP-1193 provider, viem account, wagmi connector, Wallet
 * Standard wallet): each call runs the signing operation, so it passes the same rules and the same
 * confirmation policy as the hooks, and rejects with the `FoyerError` of a failure. One per core.
 */
export function embeddedWalletSigner(core: FoyerCore): EmbeddedWalletSigner {
  return core.memo(signerKey, () => {
    const { sign } = createAdapterSigningFlow(core);
    const { signAsync } = asyncCommands<{ sign: typeof sign }, SignedBytes, 'sign'>({ sign }, { finishing: ['sign'] });
    return {
      ethereumRpc: async (wallet, call, chain) =>
        (await signAsync({ kind: 'ethereum-rpc', wallet, call, chain })) as Hex,
      sendTransaction: async (wallet, transaction, chain) => {
        const [receipt] = (await signAsync({
          kind: 'ethereum-send',
          wallet,
          transaction,
          chain,
        })) as EthereumSendReceipt[];
        if (!receipt) throw new Error('The send resolved no receipt');
        return receipt.hash;
      },
      solanaSignMessage: async (wallet, message) =>
        (await signAsync({ kind: 'solana-bytes', wallet, message })) as Uint8Array,
      solanaSignTransaction: async (wallet, transaction) =>
        (await signAsync({ kind: 'solana-transaction', wallet, transaction })) as Uint8Array,
      solanaSignAndSendTransaction: (wallet, transaction, chain) => {
        // A send of its own: it settles for the caller once sent, and runs on to the confirmation
        // (which a UI's approve() shows).
        const flow = createSendSolanaTransactionFlow(core);
        return new Promise<string>((resolve, reject) => {
          const check = (snapshot: SendSolanaTransactionSnapshot) => {
            if (snapshot.signature) resolve(snapshot.signature);
            else if (snapshot.status === 'error') reject(snapshot.error);
          };
          const stop = flow.subscribe(() => check(flow.getSnapshot()));
          void flow.sendFrom(wallet, transaction, chain).then(check).finally(stop);
        });
      },
    };
  });
}
