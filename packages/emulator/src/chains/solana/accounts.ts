import { base58, base64 } from '@scure/base';
import type { Address, EncodedAccount } from '@solana/kit';
import { getMintDecoder, getTokenDecoder, getTokenSize, type Mint, type Token } from '@solana-program/token';
import type { LiteSVM } from 'litesvm';
import { invalidParams } from './errors.ts';
import { isTokenProgram, TOKEN_PROGRAM } from './programs.ts';

/** The RPC's `rentEpoch` of every account since rent collection ended (u64 max). */
const RENT_EPOCH = 18446744073709551615n;
const MINT_SIZE = 82;
const ACCOUNT_TYPE_MINT = 1;
const ACCOUNT_TYPE_TOKEN = 2;

type AccountLike = Pick<EncodedAccount, 'programAddress' | 'data' | 'lamports' | 'executable'>;

/** A token account (SPL Token or Token-2022) read from its first 165 bytes; else null. */
export function readTokenAccount(account: AccountLike | null): (Token & { program: Address }) | null {
  if (account === null || !isTokenProgram(account.programAddress)) return null;
  const { data } = account;
  const isToken =
    data.length === getTokenSize() || (data.length > getTokenSize() && data[getTokenSize()] === ACCOUNT_TYPE_TOKEN);
  if (!isToken) return null;
  return { ...getTokenDecoder().decode(data), program: account.programAddress };
}

/** A mint (SPL Token or Token-2022); else null. */
export function readMintAccount(account: AccountLike | null): Mint | null {
  if (account === null || !isTokenProgram(account.programAddress)) return null;
  const { data } = account;
  const isMint =
    data.length === MINT_SIZE || (data.length > getTokenSize() && data[getTokenSize()] === ACCOUNT_TYPE_MINT);
  return isMint ? getMintDecoder().decode(data) : null;
}

export function existing(svm: LiteSVM, address: Address): EncodedAccount | null {
  const account = svm.getAccount(address);
  return account.exists ? account : null;
}

/** `amount` raw units as a decimal string with `decimals` places, trailing zeros dropped ("1.5"). */
export function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A decimal string ("1.5") as raw units with `decimals` places; more places or not a number → throws. */
export function parseUnits(value: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a positive decimal amount: ${value}`);
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) throw new Error(`${value} has more than ${decimals} decimals`);
  return BigInt(`${match[1]}${fraction.padEnd(decimals, '0')}`);
}

/** The RPC's `UiTokenAmount`. */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const uiAmountString = formatUnits(amount, decimals);
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

function parsedData(svm: LiteSVM, account: AccountLike): unknown {
  const token = readTokenAccount(account);
  const label = (owner: Address) => (owner === TOKEN_PROGRAM ? 'spl-token' : 'spl-token-2022');
  if (token) {
    const mint = readMintAccount(existing(svm, token.mint));
    const decimals = mint?.decimals ?? 0;
    const info: Record<string, unknown> = {
      isNative: token.isNative.__option === 'Some',
      mint: token.mint,
      owner: token.owner,
      state: ['uninitialized', 'initialized', 'frozen'][token.state] ?? 'initialized',
      tokenAmount: uiTokenAmount(token.amount, decimals),
    };
    if (token.delegate.__option === 'Some') {
      info.delegate = token.delegate.value;
      info.delegatedAmount = uiTokenAmount(token.delegatedAmount, decimals);
    }
    return { program: label(account.programAddress), parsed: { info, type: 'account' }, space: account.data.length };
  }
  const mint = readMintAccount(account);
  if (mint) {
    const info = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority.__option === 'Some' ? mint.freezeAuthority.value : null,
      isInitialized: mint.isInitialized,
      mintAuthority: mint.mintAuthority.__option === 'Some' ? mint.mintAuthority.value : null,
      supply: mint.supply.toString(),
    };
    return { program: label(account.programAddress), parsed: { info, type: 'mint' }, space: account.data.length };
  }
  return null;
}

/**
 * An account as `getAccountInfo` answers it in `encoding`: `base64`, `base58` (the default), or
 * `jsonParsed` (token accounts and mints parsed, other accounts in base64 as agave falls back).
 */
export function encodeAccount(svm: LiteSVM, account: AccountLike | null, encoding: unknown): unknown {
  if (account === null) return null;
  const base = {
    executable: account.executable,
    lamports: BigInt(account.lamports),
    owner: account.programAddress,
    rentEpoch: RENT_EPOCH,
    space: account.data.length,
  };
  const bytes = account.data as Uint8Array;
  switch (encoding ?? 'base58') {
    case 'base58':
      return { ...base, data: [base58.encode(bytes), 'base58'] };
    case 'base64':
      return { ...base, data: [base64.encode(bytes), 'base64'] };
    case 'jsonParsed':
      return { ...base, data: parsedData(svm, account) ?? [base64.encode(bytes), 'base64'] };
    default:
      throw invalidParams(`Invalid params: unsupported encoding ${String(encoding)}`);
  }
}
