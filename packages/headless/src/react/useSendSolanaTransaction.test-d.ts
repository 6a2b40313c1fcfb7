import { expectTypeOf } from 'vitest';
import type { SolanaSendReceipt } from '../wallets/sendTypes.ts';
import type { SendSolanaTransactionInput } from '../wallets/solanaSendTypes.ts';
import { useSendSolanaTransaction } from './useSendSolanaTransaction.ts';

const send = useSendSolanaTransaction({
  onComplete: (receipt) => expectTypeOf(receipt).toEqualTypeOf<SolanaSendReceipt>(),
});
expectTypeOf(send.state.signature).toEqualTypeOf<string | null>();
expectTypeOf(send.state.result).toEqualTypeOf<SolanaSendReceipt | null>();
expectTypeOf(send.sendTransactionAsync).toEqualTypeOf<
  (input: SendSolanaTransactionInput) => Promise<SolanaSendReceipt>
>();
// A web3.js transaction (anything with serialize()) or the wire bytes.
send.sendTransaction({ transaction: new Uint8Array(0) });
send.sendTransaction({ transaction: { serialize: () => new Uint8Array(0) } });
// @ts-expect-error the transaction is required
send.sendTransaction({});
