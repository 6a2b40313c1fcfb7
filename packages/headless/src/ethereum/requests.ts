/**
 * viem's signing inputs as the iframe's RPC requests (reference §6.4): one mapping, shared by the
 * viem account and the EIP-1193 provider.
 */
import {
  formatTransactionRequest,
  getTypesForEIP712Domain,
  isHex,
  type SignableMessage,
  serializeTypedData,
  stringToHex,
  type TransactionSerializable,
  type TypedDataDefinition,
  toHex,
  validateTypedData,
} from 'viem';
import type { EthereumRpcRequest } from '../core/wallets/protocol.ts';

/**
 * `personal_sign`. The iframe signs a 0x-prefixed hex string as bytes and anything else as UTF-8
 * text, so text that happens to look like hex is sent as the hex of its UTF-8 bytes.
 */
export function personalSignRequest(message: SignableMessage, address: string): EthereumRpcRequest {
  const payload =
    typeof message === 'string'
      ? isHex(message)
        ? stringToHex(message)
        : message
      : typeof message.raw === 'string'
        ? message.raw
        : toHex(message.raw);
  return { method: 'personal_sign', params: [payload, address] };
}

/**
 * `eth_signTypedData_v4`: validated (viem's rules), with the `EIP712Domain` type the v4 method
 * expects, serialised to JSON (bigints as decimal strings).
 */
export function signTypedDataRequest(typedData: TypedDataDefinition, address: string): EthereumRpcRequest {
  const { domain, message, primaryType } = typedData as TypedDataDefinition & { domain?: Record<string, unknown> };
  const types = { EIP712Domain: getTypesForEIP712Domain({ domain }), ...typedData.types };
  validateTypedData({ domain, message, primaryType, types } as TypedDataDefinition);
  const json = serializeTypedData({ domain, message, primaryType, types } as TypedDataDefinition);
  return { method: 'eth_signTypedData_v4', params: [address, json] };
}

/** `eth_signTransaction`: quantities as 0x hex (viem's RPC formatting), `from` the signer. */
export function signTransactionRequest(transaction: TransactionSerializable, address: string): EthereumRpcRequest {
  const rpc = formatTransactionRequest({ ...transaction, from: address as `0x${string}` } as Parameters<
    typeof formatTransactionRequest
  >[0]);
  const withChain = transaction.chainId === undefined ? rpc : { ...rpc, chainId: toHex(transaction.chainId) };
  return { method: 'eth_signTransaction', params: [withChain as Record<string, unknown>] };
}
