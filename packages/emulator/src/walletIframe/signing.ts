import type { EthereumRpcResponse, SolanaRpcResponse } from '@foyer/headless/contract';
import { ed25519 } from '@noble/curves/ed25519';
import { base64 } from '@scure/base';
import {
  type Hex,
  isAddressEqual,
  isHex,
  type PrivateKeyAccount,
  type TransactionSerializable,
  type TypedDataDefinition,
} from 'viem';
import { sign7702Authorization } from './authorization7702.ts';
import { invalidArguments } from './errors.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function params(request: Json): unknown[] {
  if (!Array.isArray(request.params)) throw invalidArguments('`request.params` must be an array');
  return request.params;
}

function checkAddress(account: PrivateKeyAccount, address: unknown): void {
  if (typeof address !== 'string' || !isHex(address) || !isAddressEqual(address, account.address)) {
    throw invalidArguments(`The request names another address than the wallet's (${account.address})`);
  }
}

function typedData(value: unknown): TypedDataDefinition {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw invalidArguments('The typed data is not valid JSON');
    }
  }
  if (
    !isObject(parsed) ||
    !isObject(parsed.types) ||
    typeof parsed.primaryType !== 'string' ||
    !isObject(parsed.message)
  ) {
    throw invalidArguments('The typed data needs `types`, `primaryType` and `message`');
  }
  return parsed as unknown as TypedDataDefinition;
}

const QUANTITIES = ['value', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const;
const TYPES: Record<string, TransactionSerializable['type']> = {
  '0x0': 'legacy',
  '0x1': 'eip2930',
  '0x2': 'eip1559',
};

/** A JSON-RPC transaction (0x quantities) as viem's serializable transaction. */
function transaction(value: unknown): TransactionSerializable {
  if (!isObject(value)) throw invalidArguments('The transaction must be an object');
  const quantity = (field: string): bigint | undefined => {
    const raw = value[field];
    if (raw === undefined || raw === null) return undefined;
    if (typeof raw !== 'string' && typeof raw !== 'number') throw invalidArguments(`\`${field}\` must be a quantity`);
    try {
      return BigInt(raw);
    } catch {
      throw invalidArguments(`\`${field}\` must be a quantity`);
    }
  };
  const tx: Json = {};
  for (const field of QUANTITIES) {
    const amount = quantity(field);
    if (amount !== undefined) tx[field] = amount;
  }
  for (const field of ['nonce', 'chainId'] as const) {
    const amount = quantity(field);
    if (amount !== undefined) tx[field] = Number(amount);
  }
  if (typeof value.to === 'string') tx.to = value.to;
  if (typeof value.data === 'string') tx.data = value.data;
  if (Array.isArray(value.accessList)) tx.accessList = value.accessList;
  const type = value.type === undefined ? undefined : TYPES[String(value.type)];
  if (type) tx.type = type;
  if (typeof tx.chainId !== 'number') throw invalidArguments('The transaction needs a `chainId`');
  return tx as TransactionSerializable;
}

/** Ethereum RPC methods the iframe signs (reference §6.4). */
export async function ethereumRpc(account: PrivateKeyAccount, request: Json): Promise<EthereumRpcResponse> {
  switch (request.method) {
    case 'personal_sign': {
      const [message, address] = params(request);
      if (typeof message !== 'string' || message === '')
        throw invalidArguments('The message must be a non-empty string');
      checkAddress(account, address);
      // A 0x hex string is the message's bytes; anything else is UTF-8 text.
      const data = await account.signMessage({ message: isHex(message) ? { raw: message } : message });
      return { method: 'personal_sign', data };
    }
    case 'eth_signTypedData_v4': {
      const [address, definition] = params(request);
      checkAddress(account, address);
      try {
        return { method: 'eth_signTypedData_v4', data: await account.signTypedData(typedData(definition)) };
      } catch (error) {
        if (error instanceof Error && error.name === 'IframeError') throw error;
        throw invalidArguments(`The typed data cannot be signed: ${error instanceof Error ? error.message : error}`);
      }
    }
    case 'secp256k1_sign': {
      const [hash] = params(request);
      if (typeof hash !== 'string' || !isHex(hash) || hash.length !== 66) {
        throw invalidArguments('secp256k1_sign takes a 32-byte 0x hash');
      }
      return { method: 'secp256k1_sign', data: await account.sign({ hash: hash as Hex }) };
    }
    case 'eth_signTransaction': {
      const [tx] = params(request);
      try {
        return { method: 'eth_signTransaction', data: await account.signTransaction(transaction(tx)) };
      } catch (error) {
        if (error instanceof Error && error.name === 'IframeError') throw error;
        throw invalidArguments(`The transaction cannot be signed: ${error instanceof Error ? error.message : error}`);
      }
    }
    case 'eth_sign7702Authorization':
      return sign7702Authorization(account, params(request));
    default:
      throw invalidArguments(`Unsupported Ethereum method: ${String(request.method)}`);
  }
}

/** Solana: `signMessage` of a base64 message, answering a base64 ed25519 signature. */
export function solanaRpc(secretKey: Uint8Array, request: Json): SolanaRpcResponse {
  if (request.method !== 'signMessage') throw invalidArguments(`Unsupported Solana method: ${String(request.method)}`);
  const message = isObject(request.params) ? request.params.message : undefined;
  let bytes: Uint8Array;
  try {
    bytes = base64.decode(typeof message === 'string' ? message : '');
  } catch {
    throw invalidArguments('`params.message` must be base64');
  }
  if (bytes.length === 0) throw invalidArguments('`params.message` must be a non-empty base64 string');
  return { method: 'signMessage', data: { signature: base64.encode(ed25519.sign(bytes, secretKey)) } };
}
