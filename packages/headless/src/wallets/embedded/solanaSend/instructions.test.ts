import { describe, expect, it } from 'vitest';
import { ASSOCIATED_TOKEN_PROGRAM, decodeInstruction, SYSTEM_PROGRAM } from './instructions.ts';

const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const le = (value: bigint, length: number) => {
  const out = new Uint8Array(length);
  new DataView(out.buffer).setBigUint64(0, value, true);
  return out;
};
const systemData = (index: number, rest: Uint8Array) => new Uint8Array([index, 0, 0, 0, ...rest]);

describe('decodeInstruction', () => {
  it.each([
    [
      'a System transfer',
      { program: SYSTEM_PROGRAM, accounts: ['A', 'B'], data: systemData(2, le(7n, 8)) },
      { type: 'sol-transfer', from: 'A', toAccount: 'B', lamports: 7n },
    ],
    [
      'a System createAccount',
      {
        program: SYSTEM_PROGRAM,
        accounts: ['A', 'N'],
        data: systemData(0, new Uint8Array([...le(9n, 8), ...le(165n, 8), ...new Uint8Array(32)])),
      },
      { type: 'create-account', from: 'A', newAccount: 'N', lamports: 9n },
    ],
    [
      'an SPL Transfer (no mint in it)',
      { program: TOKEN, accounts: ['S', 'D', 'O'], data: new Uint8Array([3, ...le(5n, 8)]) },
      { type: 'spl-transfer', fromAta: 'S', toAta: 'D', mint: null, decimals: null, value: 5n },
    ],
    [
      'an SPL TransferChecked',
      { program: TOKEN, accounts: ['S', 'M', 'D', 'O'], data: new Uint8Array([12, ...le(5_000_000n, 8), 6]) },
      { type: 'spl-transfer', fromAta: 'S', toAta: 'D', mint: 'M', decimals: 6, value: 5_000_000n },
    ],
    [
      'an associated token account CreateIdempotent',
      { program: ASSOCIATED_TOKEN_PROGRAM, accounts: ['P', 'ATA', 'O', 'M', 'S', 'T'], data: new Uint8Array([1]) },
      { type: 'ata-creation', owner: 'O', mint: 'M' },
    ],
    [
      'any other instruction, by program and discriminator',
      { program: 'Prog', accounts: [], data: new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9]) },
      { type: 'unknown', program: 'Prog', discriminator: '0102030405060708' },
    ],
    [
      'an instruction with no data',
      { program: 'Prog', accounts: [], data: new Uint8Array() },
      { type: 'unknown', program: 'Prog', discriminator: null },
    ],
  ])('%s', (_, instruction, decoded) => {
    expect(decodeInstruction(instruction)).toEqual(decoded);
  });
});
