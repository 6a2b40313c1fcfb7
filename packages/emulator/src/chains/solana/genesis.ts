import { ed25519 } from '@noble/curves/ed25519';
import { sha256 } from '@noble/hashes/sha2';
import { base58 } from '@scure/base';
import { type Address, address, lamports, none, some } from '@solana/kit';
import { getMintEncoder } from '@solana-program/token';
import type { LiteSVM } from 'litesvm';
import { SYSTEM_PROGRAM, TOKEN_PROGRAM } from './programs.ts';
import { SOLANA_USDC, SOLANA_USDC_MINT } from './tokens.ts';

const seed = (label: string): Uint8Array => sha256(new TextEncoder().encode(`foyer-emulator/solana/${label}`));
const seedAddress = (label: string): Address => address(base58.encode(ed25519.getPublicKey(seed(label))));

/** The emulator's own account: it pays airdrops and funding, and is the USDC mint's authority. */
export const FAUCET = seedAddress('faucet');
// 5M SOL: under 2^53 lamports, so every balance reads exactly as a JSON number.
const FAUCET_LAMPORTS = 5_000_000n * 1_000_000_000n;

/** The USDC mint's address, derived from its seed (equal to `SOLANA_USDC_MINT`, which a test checks). */
export const usdcMintFromSeed = (): Address => seedAddress('usdc-mint');

/** The faucet's ed25519 private key. */
export const faucetSeed = (): Uint8Array => seed('faucet');

/** The state every cluster starts from: the faucet's lamports and the USDC mint (6 decimals, supply 0). */
export function installGenesis(svm: LiteSVM): void {
  svm.setAccount({
    address: FAUCET,
    lamports: lamports(FAUCET_LAMPORTS),
    data: new Uint8Array(),
    programAddress: SYSTEM_PROGRAM,
    executable: false,
    space: 0n,
  });
  const data = getMintEncoder().encode({
    mintAuthority: some(FAUCET),
    supply: 0n,
    decimals: SOLANA_USDC.decimals,
    isInitialized: true,
    freezeAuthority: none(),
  });
  svm.setAccount({
    address: address(SOLANA_USDC_MINT),
    lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(data.length))),
    data,
    programAddress: TOKEN_PROGRAM,
    executable: false,
    space: BigInt(data.length),
  });
}
