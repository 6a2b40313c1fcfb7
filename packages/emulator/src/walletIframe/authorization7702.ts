import type { EthereumRpcResponse } from '@foyer/headless/contract';
import { isAddress, type PrivateKeyAccount } from 'viem';
import { hashAuthorization } from 'viem/utils';
import { invalidArguments } from './errors.ts';

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * `eth_sign7702Authorization` (reference §6.4): the wallet's signature of
 * `keccak256(0x05 ‖ rlp([chainId, contract, nonce]))`, 65 bytes r ‖ s ‖ v with v = 27 + yParity.
 */
export async function sign7702Authorization(
  account: PrivateKeyAccount,
  params: unknown[],
): Promise<EthereumRpcResponse> {
  const [authorization] = params;
  const { contract, chainId, nonce } = (authorization ?? {}) as Record<string, unknown>;
  if (typeof contract !== 'string' || !isAddress(contract, { strict: false })) {
    throw invalidArguments("The authorization's `contract` must be an address");
  }
  if (!isCount(chainId)) throw invalidArguments("The authorization's `chainId` must be an integer, 0 or more");
  if (!isCount(nonce)) throw invalidArguments("The authorization's `nonce` must be an integer, 0 or more");
  const hash = hashAuthorization({ contractAddress: contract, chainId, nonce });
  return { method: 'eth_sign7702Authorization', data: await account.sign({ hash }) };
}
