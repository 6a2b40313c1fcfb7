import { concat, decodeFunctionResult, encodeAbiParameters, encodeFunctionData, type Hex, numberToHex } from 'viem';
import { formatUserOperation, type RpcUserOperation, toPackedUserOperation } from 'viem/account-abstraction';
import type { PaymasterFields } from '../../../kernel/chains.ts';
import type { ChainCall } from '../rpc.ts';
import { verifyingPaymaster } from './artifacts.ts';
import { paymasterSigner } from './keys.ts';

/** The gas the VerifyingPaymaster's validation is given (it checks one signature); it has no postOp. */
const VERIFICATION_GAS_LIMIT = 100_000n;
const POST_OP_GAS_LIMIT = 1n;
/** validUntil 0 (no expiry) and validAfter 0. */
const VALIDITY = encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [0, 0]);
/**
 * What gas estimation runs with (a stub): a valid signature, by another key, of another hash (the
 * contract recovers an address, not the signer's: a signature failure, not a revert).
 */
const STUB_SIGNATURE: Hex =
  '0x14849b4472f64cbede29f72d450368a5e0285013e7586ba6e9b0ee832ce2146b268acb1a3d66a009427fed0548b8f377f7f54c578eb93d44872a66b83eeb43131c';

/**
 * The VerifyingPaymaster's fields for `userOperation` (ERC-7677): with `stub`, a signature of the
 * right size that does not match (for gas estimation); else the signer's signature of the hash the
 * contract computes (`getHash`, read from the chain) over the operation and its gas limits.
 */
export async function sponsorUserOperation(
  call: ChainCall,
  paymaster: Hex,
  userOperation: RpcUserOperation<'0.7'>,
  stub: boolean,
): Promise<PaymasterFields> {
  const limits = {
    paymasterVerificationGasLimit: numberToHex(VERIFICATION_GAS_LIMIT),
    paymasterPostOpGasLimit: numberToHex(POST_OP_GAS_LIMIT),
  };
  if (stub) return { paymaster, paymasterData: concat([VALIDITY, STUB_SIGNATURE]), ...limits };
  const unsigned: RpcUserOperation<'0.7'> = { ...userOperation, paymaster, paymasterData: '0x', ...limits };
  const operation = formatUserOperation(unsigned);
  const packed = toPackedUserOperation(operation);
  const data = encodeFunctionData({ abi: verifyingPaymaster.abi, functionName: 'getHash', args: [packed, 0, 0] });
  const result = (await call('eth_call', [{ to: paymaster, data }, 'latest'])) as Hex;
  const hash = decodeFunctionResult({ abi: verifyingPaymaster.abi, functionName: 'getHash', data: result });
  const signature = await paymasterSigner.signMessage({ message: { raw: hash } });
  return { paymaster, paymasterData: concat([VALIDITY, signature]), ...limits };
}
