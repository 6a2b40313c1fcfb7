import type { WireScanFeature, WireScanResponse, WireScanSimulation } from '@foyer/headless/contract';
import * as v from 'valibot';
import { type Hex, isAddress, isHex } from 'viem';
import { invalidData } from '../../kernel/errors.ts';
import { validate } from '../../kernel/validate.ts';
import type { ScanInput } from '../types.ts';
import { assetChanges, type Receipt } from './assetChanges.ts';
import { revertReason } from './revertReason.ts';
import { type ChainCall, RpcCallError } from './rpc.ts';

const address = v.custom<Hex>(
  (input) => typeof input === 'string' && isAddress(input, { strict: false }),
  'must be an address',
);
const quantity = v.custom<Hex>(
  (input) => typeof input === 'string' && /^0x[0-9a-fA-F]+$/.test(input),
  'must be a hex quantity',
);
const data = v.custom<Hex>((input) => typeof input === 'string' && isHex(input), 'must be hex data');

const transactionSchema = v.object({
  from: address,
  to: v.optional(v.nullable(address)),
  value: v.optional(quantity),
  data: v.optional(data),
  gas: v.optional(quantity),
});

export type ScanTransaction = v.InferOutput<typeof transactionSchema>;

/** The transaction of an EVM scan request (`eth_sendTransaction`, params[0]); 400 `invalid_data` otherwise. */
export function parseScanTransaction(input: ScanInput): ScanTransaction {
  if (input.method !== 'eth_sendTransaction') {
    throw invalidData(`An EVM scan takes request.method 'eth_sendTransaction', not ${JSON.stringify(input.method)}`);
  }
  return validate(transactionSchema, input.params[0], 'request.params[0]');
}

/**
 * Sends `tx` from its `from` (impersonated) on a snapshot, reads what it changed, and reverts: the
 * call must run under the chain's lock. A revert, or a send the chain refuses (funds), is the
 * simulation's error.
 */
async function simulate(
  call: ChainCall,
  tx: ScanTransaction,
  features: WireScanFeature[],
  denied: (address: string) => boolean,
): Promise<WireScanSimulation> {
  const request: Record<string, string> = Object.fromEntries(
    Object.entries({ from: tx.from, to: tx.to ?? undefined, value: tx.value, data: tx.data, gas: tx.gas }).filter(
      (entry): entry is [string, Hex] => entry[1] !== undefined,
    ),
  );
  try {
    await call('eth_call', [request, 'latest']);
    request.gas ??= String(await call('eth_estimateGas', [request, 'latest']));
  } catch (error) {
    if (error instanceof RpcCallError) return { status: 'Error', error: revertReason(error.error) };
    throw error;
  }
  const balanceBefore = BigInt(String(await call('eth_getBalance', [tx.from, 'latest'])));
  await call('hardhat_impersonateAccount', [tx.from]);
  let hash: unknown;
  try {
    hash = await call('eth_sendTransaction', [request]);
  } catch (error) {
    if (error instanceof RpcCallError) return { status: 'Error', error: error.error.message };
    throw error;
  } finally {
    await call('hardhat_stopImpersonatingAccount', [tx.from]);
  }
  const receipt = (await call('eth_getTransactionReceipt', [hash])) as Receipt;
  if (receipt.status !== '0x1') return { status: 'Error', error: 'Transaction reverted' };
  const balanceAfter = BigInt(String(await call('eth_getBalance', [tx.from, 'latest'])));
  const gasCost = BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice);
  return {
    status: 'Success',
    ...(await assetChanges(call, tx.from, balanceAfter - balanceBefore + gasCost, receipt, features, denied)),
  };
}

/**
 * The scanner's answer for an EVM transaction: simulated on the chain (see `simulate`), then judged.
 * Malicious when it reaches an address of `denyList` (the recipient, a token's recipient, a spender
 * or operator); a Warning for an unlimited allowance, `setApprovalForAll(…, true)`, or a call with
 * data to an address with no code; else Benign.
 */
export async function scanEvmTransaction(
  call: ChainCall,
  tx: ScanTransaction,
  denyList: ReadonlySet<string>,
): Promise<WireScanResponse> {
  const features: WireScanFeature[] = [];
  const denied = (address: string) => {
    if (!denyList.has(address.toLowerCase())) return false;
    if (!features.some((feature) => feature.type === 'DENY_LISTED' && feature.address === address)) {
      features.push({ type: 'DENY_LISTED', description: `${address} is on the deny list`, address });
    }
    return true;
  };
  if (tx.to) {
    denied(tx.to);
    if (tx.data && tx.data !== '0x' && (await call('eth_getCode', [tx.to, 'latest'])) === '0x') {
      features.push({
        type: 'NO_CODE_RECIPIENT',
        description: `The transaction calls ${tx.to} with data, but no contract is deployed there`,
        address: tx.to,
      });
    }
  }
  const snapshot = await call('evm_snapshot', []);
  let simulation: WireScanSimulation;
  try {
    simulation = await simulate(call, tx, features, denied);
  } finally {
    await call('evm_revert', [snapshot]);
  }
  const resultType = features.some((feature) => feature.type === 'DENY_LISTED')
    ? 'Malicious'
    : features.length > 0
      ? 'Warning'
      : 'Benign';
  return { validation: { status: 'Success', result_type: resultType, features }, simulation };
}
