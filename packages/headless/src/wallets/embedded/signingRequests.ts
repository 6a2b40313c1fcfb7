import { ErrorCode } from '../../core/errors/codes.ts';
import { ValidationError } from '../../core/errors/FoyerError.ts';
import type { EthereumRpcRequest } from '../../core/wallets/protocol.ts';
import type { EthereumTransactionSummary, Hex, SigningChain, SigningRequest, TypedData } from '../types.ts';

/**
 * What each iframe signing request signs, as a `SigningRequest` for the confirmation policy and its
 * screen. Pure; input a screen could not show truthfully fails here with `invalid_data`, before any
 * screen or request.
 */

const ETHER = { symbol: 'ETH', decimals: 18 };

export const toHex = (bytes: Uint8Array): Hex =>
  `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;

/** Typed data as JSON: bigints as decimal strings (EIP-712 accepts them). */
export const typedDataJson = (data: TypedData | Record<string, unknown>, indent?: number) =>
  JSON.stringify(data, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value), indent);

/** A message's bytes as the user reads them: UTF-8 text, else `0x` hex marked `encoding: 'hex'`. */
export function readable<Kind extends 'message' | 'solana-message'>(
  kind: Kind,
  bytes: Uint8Array,
): { kind: Kind; message: string; encoding?: 'hex' } {
  try {
    return { kind, message: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { kind, message: toHex(bytes), encoding: 'hex' };
  }
}

/** The bytes of a `0x` hex string (even length). */
export function fromHexString(hex: string): Uint8Array {
  const digits = hex.slice(2);
  const bytes = new Uint8Array(Math.floor(digits.length / 2));
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const invalid = (field: string, message: string) => new ValidationError(field, ErrorCode.INVALID_DATA, message);

/** A JSON-RPC quantity (0x hex, decimal, number or bigint); `fallback` when absent. */
function quantity(value: unknown, field: string, fallback?: bigint): bigint {
  if ((value === undefined || value === null) && fallback !== undefined) return fallback;
  if (typeof value === 'bigint') return value;
  if ((typeof value === 'string' && /^(0x[0-9a-f]+|[0-9]+)$/i.test(value)) || Number.isSafeInteger(value)) {
    return BigInt(value as string | number);
  }
  throw invalid(field, `The transaction's ${field} must be a quantity`);
}

function transactionSummary(
  transaction: Record<string, unknown>,
  chain: SigningChain | undefined,
  appChains: readonly SigningChain[],
): EthereumTransactionSummary {
  if (transaction.chainId === undefined) throw invalid('chainId', 'The transaction needs a chainId');
  const chainId = Number(quantity(transaction.chainId, 'chainId'));
  const known = chain?.id === chainId ? chain : appChains.find((candidate) => candidate.id === chainId);
  const to = transaction.to ?? null;
  if (to !== null && (typeof to !== 'string' || !/^0x[0-9a-f]{40}$/i.test(to))) {
    throw invalid('to', "The transaction's to must be an address");
  }
  const data = transaction.data ?? transaction.input ?? null;
  if (data !== null && (typeof data !== 'string' || !/^0x([0-9a-f]{2})*$/i.test(data))) {
    throw invalid('data', "The transaction's data must be 0x hex bytes");
  }
  return {
    chainId,
    chainName: known?.name ?? null,
    nativeCurrency: known?.nativeCurrency
      ? { symbol: known.nativeCurrency.symbol, decimals: known.nativeCurrency.decimals }
      : ETHER,
    to,
    value: quantity(transaction.value, 'value', 0n),
    data: data === null || data === '0x' ? null : (data as Hex),
  };
}

/**
 * The request an Ethereum signing call makes: `chain` is the adapter's (a transaction on it is
 * named after it), else the app's `supportedChains` name it.
 */
export function describeEthereumRpc(
  call: EthereumRpcRequest,
  chain: SigningChain | undefined,
  appChains: readonly SigningChain[],
): SigningRequest {
  switch (call.method) {
    case 'personal_sign': {
      const [message] = call.params;
      // A 0x hex string is the message's bytes (reference §6.4): shown as text when they are UTF-8.
      return /^0x[0-9a-f]*$/i.test(message)
        ? readable('message', fromHexString(message))
        : { kind: 'message', message };
    }
    case 'eth_signTypedData_v4': {
      const [, data] = call.params;
      return { kind: 'typed-data', typedData: typeof data === 'string' ? prettyJson(data) : typedDataJson(data, 2) };
    }
    case 'secp256k1_sign': {
      const [hash] = call.params;
      if (typeof hash !== 'string' || !/^0x[0-9a-f]{64}$/i.test(hash)) {
        throw invalid('hash', 'secp256k1_sign takes a 32-byte 0x hash');
      }
      return { kind: 'raw-hash', hash };
    }
    case 'eth_sign7702Authorization': {
      const [authorization] = call.params;
      const { contract, chainId, nonce } = authorization ?? {};
      if (typeof contract !== 'string' || !/^0x[0-9a-f]{40}$/i.test(contract)) {
        throw invalid('contract', "The authorization's contract must be an address");
      }
      if (!Number.isSafeInteger(chainId) || chainId < 0)
        throw invalid('chainId', "The authorization's chainId must be 0 or more");
      if (!Number.isSafeInteger(nonce) || nonce < 0)
        throw invalid('nonce', "The authorization's nonce must be 0 or more");
      const known = chain?.id === chainId ? chain : appChains.find((candidate) => candidate.id === chainId);
      return {
        kind: 'authorization',
        authorization: { contract, chainId, nonce, chainName: chainId === 0 ? null : (known?.name ?? null) },
      };
    }
    case 'eth_signTransaction': {
      const [transaction] = call.params;
      if (typeof transaction !== 'object' || transaction === null) {
        throw invalid('transaction', 'eth_signTransaction takes a transaction object');
      }
      return { kind: 'transaction', transaction: transactionSummary(transaction, chain, appChains) };
    }
  }
}
