import { base64 } from '@scure/base';
import type { Address, EncodedAccount } from '@solana/kit';
import { existing, readTokenAccount } from './accounts.ts';
import { RpcError } from './errors.ts';
import { transactionFee } from './fees.ts';
import type { Ledger } from './ledger.ts';
import { type DecodedTransaction, decodeTransaction, isStaticWritable } from './message.ts';

export interface ScanAsset {
  type: 'SOL' | 'SPL';
  address?: string;
  symbol: string | null;
  name?: string | null;
  decimals: number;
}

/** Reference §5.12's scan answer (the shared contract's shape; Solana fills SOL and SPL assets). */
export interface ScanResponse {
  validation:
    | {
        status: 'Success';
        result_type: 'Benign' | 'Warning' | 'Malicious';
        features: { type: 'DENY_LISTED'; description: string; address?: string }[];
      }
    | { status: 'Error'; error: string };
  simulation:
    | {
        status: 'Success';
        assets_diffs: { asset: ScanAsset; in: { value: string }[]; out: { value: string }[] }[];
        exposures: { asset: ScanAsset; spenders: Record<string, { value?: string }> }[];
      }
    | { status: 'Error'; error: string };
}

export type TokenInfo = (mint: string) => { name: string | null; symbol: string | null; decimals: number } | null;

const SOL: ScanAsset = { type: 'SOL', symbol: 'SOL', name: 'Solana', decimals: 9 };

type Tokens = Map<Address, { amount: bigint; delegate: Address | null; delegated: bigint }>;

/** The payer's token accounts among `accounts`, summed per mint. */
function tokensOf(owner: Address, accounts: readonly (EncodedAccount | null)[]): Tokens {
  const byMint: Tokens = new Map();
  for (const account of accounts) {
    const token = readTokenAccount(account);
    if (token === null || token.owner !== owner) continue;
    const entry = byMint.get(token.mint) ?? { amount: 0n, delegate: null, delegated: 0n };
    entry.amount += token.amount;
    if (token.delegate.__option === 'Some') {
      entry.delegate = token.delegate.value;
      entry.delegated += token.delegatedAmount;
    }
    byMint.set(token.mint, entry);
  }
  return byMint;
}

function diff(asset: ScanAsset, change: bigint) {
  const value = (change < 0n ? -change : change).toString();
  return { asset, in: change > 0n ? [{ value }] : [], out: change < 0n ? [{ value }] : [] };
}

/** The transaction's writable non-signer accounts, and the owners and delegates of its token accounts. */
function counterparties(decoded: DecodedTransaction, accounts: readonly (EncodedAccount | null)[]): Set<Address> {
  const found = new Set<Address>();
  decoded.staticAccounts.forEach((key, index) => {
    if (index >= decoded.header.numSignerAccounts && isStaticWritable(decoded, index)) found.add(key);
  });
  for (const account of accounts) {
    const token = readTokenAccount(account);
    if (token === null) continue;
    found.add(token.owner);
    if (token.delegate.__option === 'Some') found.add(token.delegate.value);
  }
  found.delete(decoded.feePayer);
  return found;
}

/**
 * Scans a wire transaction (base64; signatures may be empty) by simulating it on the cluster: the
 * fee payer's SOL change (the network fee left out: the confirmation shows it apart) and SPL
 * changes per mint, the delegations it grants (exposures), and `Malicious` when a recipient, a
 * token account's owner or a delegate is deny-listed.
 */
export function scanTransaction(
  ledger: Ledger,
  base64Transaction: string,
  denyList: ReadonlySet<string>,
  tokenInfo: TokenInfo,
): ScanResponse {
  let decoded: DecodedTransaction;
  try {
    decoded = decodeTransaction(base64.decode(base64Transaction));
  } catch (error) {
    const message = error instanceof RpcError ? error.message : 'The transaction is not base64';
    return { validation: { status: 'Error', error: message }, simulation: { status: 'Error', error: message } };
  }
  const { keys } = ledger.accountKeys(decoded);
  const before = keys.map((key) => existing(ledger.svm, key));
  const simulation = ledger.isBlockhashValid(decoded.blockhash)
    ? ledger.simulate(decoded, { sigVerify: false })
    : ({ ok: false, error: { message: 'Blockhash not found' } } as const);
  const after = simulation.ok ? simulation.info.postAccounts() : [];

  // Compared lowercased: the emulator's deny lists are (EVM addresses are case-insensitive).
  const deny = new Set([...denyList].map((entry) => entry.toLowerCase()));
  const denied = [...counterparties(decoded, [...before, ...after])].filter((key) => deny.has(key.toLowerCase()));
  const validation: ScanResponse['validation'] = {
    status: 'Success',
    result_type: denied.length > 0 ? 'Malicious' : 'Benign',
    features: denied.map((key) => ({ type: 'DENY_LISTED', description: `${key} is on the deny list`, address: key })),
  };
  if (!simulation.ok) return { validation, simulation: { status: 'Error', error: simulation.error.message } };

  const payer = decoded.feePayer;
  const assetOf = (mint: Address): ScanAsset => {
    const info = tokenInfo(mint);
    return {
      type: 'SPL',
      address: mint,
      symbol: info?.symbol ?? null,
      name: info?.name ?? null,
      decimals: info?.decimals ?? 0,
    };
  };
  const solBefore = ledger.svm.getBalance(payer) ?? 0n;
  const solAfter = after.find((account) => account.address === payer)?.lamports ?? solBefore;
  const assetsDiffs = [];
  const solChange = solAfter - solBefore + transactionFee(decoded);
  if (solChange !== 0n) assetsDiffs.push(diff(SOL, solChange));
  const pre = tokensOf(payer, before);
  const post = tokensOf(payer, after);
  const exposures: Extract<ScanResponse['simulation'], { status: 'Success' }>['exposures'] = [];
  for (const mint of new Set([...pre.keys(), ...post.keys()])) {
    const was = pre.get(mint);
    const now = post.get(mint);
    const change = (now?.amount ?? was?.amount ?? 0n) - (was?.amount ?? 0n);
    if (change !== 0n) assetsDiffs.push(diff(assetOf(mint), change));
    if (now?.delegate && (now.delegate !== was?.delegate || now.delegated !== was?.delegated)) {
      exposures.push({ asset: assetOf(mint), spenders: { [now.delegate]: { value: now.delegated.toString() } } });
    }
  }
  return { validation, simulation: { status: 'Success', assets_diffs: assetsDiffs, exposures } };
}
