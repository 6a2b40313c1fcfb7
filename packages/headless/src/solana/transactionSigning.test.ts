import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { solanaTransfer } from '../../../demo/src/signing/solanaTransfer.ts';
import { ErrorCode } from '../core/errors/codes.ts';
import { buildMemoTransaction, MEMO_PROGRAM_ID } from './memoTransaction.ts';
import { summarizeSolanaTransaction } from './transactionSigning.ts';

const key = () => ed25519.getPublicKey(ed25519.utils.randomPrivateKey());

describe('summarizeSolanaTransaction', () => {
  it.each(['legacy', 0] as const)(
    'a %s System transfer: the fee payer, the destination and the lamports',
    (version) => {
      const from = key();
      const to = key();
      expect(summarizeSolanaTransaction(solanaTransfer(from, to, 1_500_000_000n, version))).toEqual({
        feePayer: base58.encode(from),
        instructions: [{ type: 'sol-transfer', value: 1_500_000_000n, toAccount: base58.encode(to) }],
      });
    },
  );

  it('any other instruction is named by its program (a memo, here)', () => {
    const payer = base58.encode(key());
    expect(summarizeSolanaTransaction(buildMemoTransaction(payer, 'hello'))).toEqual({
      feePayer: payer,
      instructions: [{ type: 'unknown', program: MEMO_PROGRAM_ID }],
    });
  });

  it.each([
    ['no bytes', new Uint8Array()],
    ['a message, not a transaction', new TextEncoder().encode('Hello from Solana')],
    ['a transaction cut short', solanaTransfer(key(), key(), 1n, 'legacy').slice(0, -3)],
  ])('refuses %s with invalid_data', (_, bytes) => {
    expect(() => summarizeSolanaTransaction(bytes)).toThrow(
      expect.objectContaining({ code: ErrorCode.INVALID_DATA, field: 'transaction' }),
    );
  });
});
