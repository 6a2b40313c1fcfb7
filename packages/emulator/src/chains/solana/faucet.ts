import { sign } from 'node:crypto';
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintToCheckedInstruction,
} from '@solana-program/token';
import { faucetSigner, type LocalSigner } from './genesis.ts';
import type { Ledger } from './ledger.ts';
import { decodeTransaction } from './message.ts';
import { TOKEN_PROGRAM } from './programs.ts';
import { SOLANA_USDC, SOLANA_USDC_MINT } from './tokens.ts';

const authority = createNoopSigner(faucetSigner.address);

/**
 * Lands `instructions` paid and signed by `signer` (an account of the cluster's own), synchronously
 * (`node:crypto`'s ed25519, not WebCrypto's), so nothing else runs between building the transaction
 * and landing it. Its signature; throws with the runtime's message when it fails.
 */
export function localTransaction(ledger: Ledger, signer: LocalSigner, instructions: Instruction[]): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(signer.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(ledger.latestBlockhash(), m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const unsigned = compileTransaction(message);
  const signature = new Uint8Array(sign(null, Uint8Array.from(unsigned.messageBytes), signer.key())) as SignatureBytes;
  const signed = { ...unsigned, signatures: { ...unsigned.signatures, [signer.address]: signature } };
  const execution = ledger.execute(decodeTransaction(new Uint8Array(getTransactionEncoder().encode(signed))));
  if (!execution.landed) throw new Error(`The local cluster refused the transaction: ${execution.error.message}`);
  if (execution.receipt.err !== null) {
    throw new Error(`The local cluster's transaction failed: ${JSON.stringify(execution.receipt.err)}`);
  }
  return execution.receipt.signature;
}

/** Sends `amount` lamports from the faucet to `to`; the transaction's signature. */
export function airdrop(ledger: Ledger, to: Address, amount: bigint): string {
  return localTransaction(ledger, faucetSigner, [
    getTransferSolInstruction({ source: authority, destination: to, amount }),
  ]);
}

/** Mints `amount` USDC units to `owner`'s associated token account, created when missing. */
export function mintUsdc(ledger: Ledger, owner: Address, amount: bigint, ata: Address): string {
  const mint = address(SOLANA_USDC_MINT);
  return localTransaction(ledger, faucetSigner, [
    getCreateAssociatedTokenIdempotentInstruction({ payer: authority, ata, owner, mint }),
    getMintToCheckedInstruction({ mint, token: ata, mintAuthority: authority, amount, decimals: SOLANA_USDC.decimals }),
  ]);
}

/** The associated token account of `owner` for the USDC mint. */
export async function usdcAccountOf(owner: Address): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ owner, mint: address(SOLANA_USDC_MINT), tokenProgram: TOKEN_PROGRAM });
  return ata;
}
