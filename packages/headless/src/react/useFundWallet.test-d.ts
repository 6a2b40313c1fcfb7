import { expectTypeOf } from 'vitest';
import type { FoyerError } from '../core/errors/FoyerError.ts';
import type { FundWalletResult, FundWalletStatus } from '../wallets/funding/types.ts';
import { useFundWallet } from './useFundWallet.ts';

const funding = useFundWallet({
  onComplete: (result) => expectTypeOf(result).toEqualTypeOf<FundWalletResult>(),
  onError: (error) => expectTypeOf(error).toEqualTypeOf<FoyerError>(),
});
expectTypeOf(funding.state.status).toEqualTypeOf<FundWalletStatus>();
void funding.fundWallet('0xAa00000000000000000000000000000000000001', { amount: '0.1', asset: 'USDC' });
funding.chooseMethod('card', 'moonpay');
funding.setAmount('0.2');
void funding.continue();
if (funding.state.status === 'receiving') {
  expectTypeOf(funding.state.balance).toEqualTypeOf<bigint | null>();
  expectTypeOf(funding.state.qrValue).toEqualTypeOf<string>();
}
if (funding.state.status === 'card-payment') {
  expectTypeOf(funding.state.payment).toEqualTypeOf<
    'opening' | 'pending' | 'processing' | 'completed' | 'in-progress'
  >();
}
// @ts-expect-error: not a funding method
funding.chooseMethod('paypal');
// @ts-expect-error: an amount is a string
funding.setAmount(1);
