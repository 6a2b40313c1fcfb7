import { createPrivateKey, type KeyObject } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519';
import { sha256 } from '@noble/hashes/sha2';
import { base58 } from '@scure/base';
import { type Address, address, lamports, none, some } from '@solana/kit';
import { AccountState, getMintEncoder, getTokenEncoder } from '@solana-program/token';
import type { LiteSVM } from 'litesvm';
import { FUNDING_ACCOUNT_START } from '../fundingAccount.ts';
import { parseUnits } from './accounts.ts';
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

/** The funding stand-ins' account (`FUNDING_ACCOUNT.solana`, which a test checks): it pays their SOL and USDC. */
export const FUNDING = seedAddress('funding-services');
/** Its USDC token account (not an associated one: a fixed address, so genesis can write it). */
export const FUNDING_USDC_ACCOUNT = seedAddress('funding-services-usdc');
const FUNDING_LAMPORTS = parseUnits(FUNDING_ACCOUNT_START.native, 9);
const FUNDING_USDC = parseUnits(FUNDING_ACCOUNT_START.usdc, SOLANA_USDC.decimals);

// An ed25519 private key's PKCS#8 DER, up to its 32-byte seed (RFC 8410).
const PKCS8_ED25519_PREFIX = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]);
const privateKeys = new Map<string, KeyObject>();

/** A genesis account's ed25519 private key, for `node:crypto`'s synchronous `sign`. */
const seedKey = (label: string): KeyObject => {
  let key = privateKeys.get(label);
  if (!key) {
    key = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed(label)]), format: 'der', type: 'pkcs8' });
    privateKeys.set(label, key);
  }
  return key;
};

/** An account of the cluster's own that signs its transactions (the faucet, the funding account). */
export interface LocalSigner {
  address: Address;
  key(): KeyObject;
}

export const faucetSigner: LocalSigner = { address: FAUCET, key: () => seedKey('faucet') };
export const fundingSigner: LocalSigner = { address: FUNDING, key: () => seedKey('funding-services') };

/** Writes a rent-exempt account holding `data`, owned by `program`. */
function setDataAccount(svm: LiteSVM, at: Address, data: Uint8Array, program: Address): void {
  svm.setAccount({
    address: at,
    lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(data.length))),
    data,
    programAddress: program,
    executable: false,
    space: BigInt(data.length),
  });
}

const setWalletAccount = (svm: LiteSVM, at: Address, balance: bigint): void =>
  svm.setAccount({
    address: at,
    lamports: lamports(balance),
    data: new Uint8Array(),
    programAddress: SYSTEM_PROGRAM,
    executable: false,
    space: 0n,
  });

/**
 * The state every cluster starts from: the faucet's lamports, the USDC mint (6 decimals, its supply
 * all in the funding account) and the funding account's SOL and USDC.
 */
export function installGenesis(svm: LiteSVM): void {
  setWalletAccount(svm, FAUCET, FAUCET_LAMPORTS);
  setWalletAccount(svm, FUNDING, FUNDING_LAMPORTS);
  const mint = getMintEncoder().encode({
    mintAuthority: some(FAUCET),
    supply: FUNDING_USDC,
    decimals: SOLANA_USDC.decimals,
    isInitialized: true,
    freezeAuthority: none(),
  });
  setDataAccount(svm, address(SOLANA_USDC_MINT), new Uint8Array(mint), TOKEN_PROGRAM);
  const tokenAccount = getTokenEncoder().encode({
    mint: address(SOLANA_USDC_MINT),
    owner: FUNDING,
    amount: FUNDING_USDC,
    delegate: none(),
    state: AccountState.Initialized,
    isNative: none(),
    delegatedAmount: 0n,
    closeAuthority: none(),
  });
  setDataAccount(svm, FUNDING_USDC_ACCOUNT, new Uint8Array(tokenAccount), TOKEN_PROGRAM);
}
