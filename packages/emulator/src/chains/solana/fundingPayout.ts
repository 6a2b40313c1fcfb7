import { type Address, address, createNoopSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { getCreateAssociatedTokenIdempotentInstruction, getTransferCheckedInstruction } from '@solana-program/token';
import type { PayAsset } from '../../kernel/chains.ts';
import { localTransaction, usdcAccountOf } from './faucet.ts';
import { FUNDING_USDC_ACCOUNT, fundingSigner } from './genesis.ts';
import type { Ledger } from './ledger.ts';
import { SOLANA_USDC, SOLANA_USDC_MINT } from './tokens.ts';

const funding = createNoopSigner(fundingSigner.address);

/**
 * A real transfer from the funding account: `amount` lamports, or USDC units from its token account
 * into `to`'s associated one (created when missing, paid by the funding account). The signature.
 */
export async function payFromFundingAccount(
  ledger: Ledger,
  to: Address,
  asset: PayAsset,
  amount: bigint,
): Promise<string> {
  if (asset === 'native') {
    return localTransaction(ledger, fundingSigner, [
      getTransferSolInstruction({ source: funding, destination: to, amount }),
    ]);
  }
  const mint = address(SOLANA_USDC_MINT);
  const destination = await usdcAccountOf(to);
  return localTransaction(ledger, fundingSigner, [
    getCreateAssociatedTokenIdempotentInstruction({ payer: funding, ata: destination, owner: to, mint }),
    getTransferCheckedInstruction({
      source: FUNDING_USDC_ACCOUNT,
      mint,
      destination,
      authority: funding,
      amount,
      decimals: SOLANA_USDC.decimals,
    }),
  ]);
}
