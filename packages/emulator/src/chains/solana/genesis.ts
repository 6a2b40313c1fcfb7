import { createPrivateKey, type KeyObject } from 'node:crypto';
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

// An ed25519 private key's PKCS#8 DER, up to its 32-byte seed (RFC 8410).
const PKCS8_ED25519_PREFIX = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]);
let faucetPrivateKey: KeyObject | undefined;

/** The faucet's ed25519 private key, for `node:crypto`'s synchronous `sign`. */
export function faucetKey(): KeyObject {
  faucetPrivateKey ??= createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed('faucet')]),
    format: 'der',
    type: 'pkcs8',
  });
  return faucetPrivateKey;
}

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
