import { address, getTransactionDecoder } from '@solana/kit';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { describe, expect, it } from 'vitest';
import { createTestSolanaWallet } from '../../../../../test/support/testSolanaWallet.ts';
import { readSolanaMessage } from '../../solana/message.ts';
import { decodeInstruction } from '../embedded/solanaSend/instructions.ts';
import { associatedTokenAddress, solTransferTransaction, splTransferTransaction } from './solanaTransaction.ts';

const MINT = '2y58dYSPD5EAHoiVdV29au9Q1hdzj44W79P3x8AszQTY';
const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
const someone = () => createTestSolanaWallet().address;

describe('the Solana transfers funding builds', () => {
  it("associatedTokenAddress is @solana-program/token's associated token account, for both token programs", async () => {
    for (const program of [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]) {
      for (let i = 0; i < 8; i++) {
        const owner = someone();
        const [expected] = await findAssociatedTokenPda({
          owner: address(owner),
          mint: address(MINT),
          tokenProgram: program,
        });
        expect(associatedTokenAddress(owner, MINT, program)).toBe(expected);
      }
    }
  });

  it('a SOL transfer: one signer (the sender, who pays), a System transfer of the lamports, no blockhash yet', () => {
    const [from, to] = [someone(), someone()];
    const bytes = solTransferTransaction(from, to, 1_234n);
    expect(getTransactionDecoder().decode(bytes).signatures).toEqual({ [from]: null });
    const message = readSolanaMessage(bytes);
    expect(message.feePayer).toBe(from);
    expect(message.blockhash.every((byte) => byte === 0)).toBe(true);
    expect(message.instructions.map(decodeInstruction)).toEqual([
      { type: 'sol-transfer', from, toAccount: to, lamports: 1_234n },
    ]);
  });

  it("a USDC transfer: the recipient's token account created idempotently, then TransferChecked between the two", () => {
    const [from, to] = [someone(), someone()];
    const bytes = splTransferTransaction({
      from,
      to,
      mint: MINT,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
      amount: 7_250_000n,
      decimals: 6,
    });
    const message = readSolanaMessage(bytes);
    expect(message.parsed.signatureCount).toBe(1);
    expect(message.feePayer).toBe(from);
    expect(message.instructions.map(decodeInstruction)).toEqual([
      { type: 'ata-creation', owner: to, mint: MINT },
      {
        type: 'spl-transfer',
        fromAta: associatedTokenAddress(from, MINT, TOKEN_PROGRAM_ADDRESS),
        toAta: associatedTokenAddress(to, MINT, TOKEN_PROGRAM_ADDRESS),
        mint: MINT,
        decimals: 6,
        value: 7_250_000n,
      },
    ]);
  });
});
