/**
 * The Solana transfers funding sends, built as wire bytes with no Solana library (as the memo
 * transaction of SIWS is): a System transfer of lamports, or an SPL `TransferChecked` into the
 * recipient's associated token account (created first when missing, idempotently). Each is an
 * unsigned legacy transaction paid by the sender, its recent blockhash left empty (all zeros) for
 * the send preparation to fill in.
 */
import { sha256 } from '@noble/hashes/sha2';
import { base58 } from '@scure/base';
import { compactU16 } from '../../solana/memoTransaction.ts';
import { ASSOCIATED_TOKEN_PROGRAM, SYSTEM_PROGRAM } from '../embedded/solanaSend/instructions.ts';

interface AccountMeta {
  address: string;
  signer: boolean;
  writable: boolean;
}

interface Instruction {
  program: string;
  accounts: AccountMeta[];
  data: Uint8Array;
}

const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return bytes;
};

/**
 * A legacy transaction of `instructions` paid by `feePayer`: its keys deduplicated and ordered as
 * the runtime requires (writable signers, read-only signers, writable, read-only; the payer first),
 * no signatures yet, an all-zero blockhash.
 */
function legacyTransaction(feePayer: string, instructions: Instruction[]): Uint8Array {
  const metas = new Map<string, AccountMeta>([[feePayer, { address: feePayer, signer: true, writable: true }]]);
  const add = ({ address, signer, writable }: AccountMeta) => {
    const known = metas.get(address);
    metas.set(address, {
      address,
      signer: signer || !!known?.signer,
      writable: writable || !!known?.writable,
    });
  };
  for (const instruction of instructions) {
    for (const account of instruction.accounts) add(account);
    add({ address: instruction.program, signer: false, writable: false });
  }
  const all = [...metas.values()];
  const group = (signer: boolean, writable: boolean) =>
    all.filter((meta) => meta.signer === signer && meta.writable === writable);
  const keys = [...group(true, true), ...group(true, false), ...group(false, true), ...group(false, false)];
  const index = new Map(keys.map((meta, i) => [meta.address, i]));
  const signers = keys.filter((meta) => meta.signer).length;
  const message = [
    signers,
    group(true, false).length,
    group(false, false).length,
    ...compactU16(keys.length),
    ...keys.flatMap((meta) => [...base58.decode(meta.address)]),
    ...new Uint8Array(32),
    ...compactU16(instructions.length),
    ...instructions.flatMap(({ program, accounts, data }) => [
      index.get(program) as number,
      ...compactU16(accounts.length),
      ...accounts.map((account) => index.get(account.address) as number),
      ...compactU16(data.length),
      ...data,
    ]),
  ];
  return new Uint8Array([...compactU16(signers), ...new Uint8Array(64 * signers), ...message]);
}

/** Sends `lamports` from `from` to `to` (System program `Transfer`). */
export function solTransferTransaction(from: string, to: string, lamports: bigint): Uint8Array {
  return legacyTransaction(from, [
    {
      program: SYSTEM_PROGRAM,
      accounts: [
        { address: from, signer: true, writable: true },
        { address: to, signer: false, writable: true },
      ],
      data: new Uint8Array([2, 0, 0, 0, ...u64(lamports)]),
    },
  ]);
}

export interface SplTransfer {
  from: string;
  to: string;
  mint: string;
  /** The mint's program: SPL Token or Token-2022. */
  tokenProgram: string;
  amount: bigint;
  decimals: number;
}

/** Sends `amount` of `mint` from `from`'s associated token account to `to`'s, which it creates when missing. */
export function splTransferTransaction({ from, to, mint, tokenProgram, amount, decimals }: SplTransfer): Uint8Array {
  const source = associatedTokenAddress(from, mint, tokenProgram);
  const destination = associatedTokenAddress(to, mint, tokenProgram);
  const readonly = (address: string) => ({ address, signer: false, writable: false });
  return legacyTransaction(from, [
    {
      // CreateIdempotent: payer, associated account, owner, mint, System program, token program.
      program: ASSOCIATED_TOKEN_PROGRAM,
      accounts: [
        { address: from, signer: true, writable: true },
        { address: destination, signer: false, writable: true },
        readonly(to),
        readonly(mint),
        readonly(SYSTEM_PROGRAM),
        readonly(tokenProgram),
      ],
      data: new Uint8Array([1]),
    },
    {
      // TransferChecked: source, mint, destination, owner; amount and decimals.
      program: tokenProgram,
      accounts: [
        { address: source, signer: false, writable: true },
        readonly(mint),
        { address: destination, signer: false, writable: true },
        { address: from, signer: true, writable: false },
      ],
      data: new Uint8Array([12, ...u64(amount), decimals]),
    },
  ]);
}

const P = 2n ** 255n - 19n;
const power = (base: bigint, exponent: bigint) => {
  let result = 1n;
  let b = base % P;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
  }
  return result;
};
const D = (((-121665n * power(121666n, P - 2n)) % P) + P) % P;

/**
 * Whether 32 bytes are a point of ed25519 (what `CompressedEdwardsY::decompress` accepts): y is
 * the bytes' low 255 bits, and x² = (y² − 1) / (d·y² + 1) must have a root mod p.
 */
function onCurve(bytes: Uint8Array): boolean {
  let y = 0n;
  for (let i = 31; i >= 0; i--) y = (y << 8n) | BigInt(bytes[i] as number);
  y &= (1n << 255n) - 1n;
  const yy = (y * y) % P;
  const ratio = (((yy - 1n + P) % P) * power((D * yy + 1n) % P, P - 2n)) % P;
  const legendre = power(ratio, (P - 1n) / 2n);
  return legendre === 0n || legendre === 1n;
}

const PDA_MARKER = new TextEncoder().encode('ProgramDerivedAddress');

/** `findProgramAddress`: the first bump from 255 down whose hash is off the curve. */
function programAddress(seeds: Uint8Array[], program: string): string {
  for (let bump = 255; bump >= 0; bump--) {
    const hash = sha256(
      new Uint8Array([...seeds.flatMap((seed) => [...seed]), bump, ...base58.decode(program), ...PDA_MARKER]),
    );
    if (!onCurve(hash)) return base58.encode(hash);
  }
  throw new Error(`No program address for ${program}`);
}

/** The associated token account of `owner` for `mint` (seeds: owner, token program, mint). */
export function associatedTokenAddress(owner: string, mint: string, tokenProgram: string): string {
  return programAddress(
    [base58.decode(owner), base58.decode(tokenProgram), base58.decode(mint)],
    ASSOCIATED_TOKEN_PROGRAM,
  );
}
