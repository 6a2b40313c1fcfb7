import { encodeFunctionData, type Hex, keccak256, parseUnits, toHex } from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { EMULATOR_TOKENS } from '../public.ts';
import { nft721, nft1155, usdc } from './contracts/artifacts.ts';
import type { ChainCall } from './rpc.ts';

/**
 * The fixed key that deploys the test contracts on every EVM chain (nonces 0, 1, 2) and owns the
 * USDC-like token: it signs the mints of `chains.fund`. Not a secret: a local test key.
 */
const deployer = privateKeyToAccount(keccak256(toHex('foyer-emulator-deployer')));

/** The deployer's genesis balance: enough gas for any number of mints. */
export const DEPLOYER_GENESIS = { address: deployer.address, balance: parseUnits('1000000', 18) };

const MAX_FEE_PER_GAS = parseUnits('100', 9);

/** Sends a transaction signed by `account` (a local test key) and returns its receipt; throws when it reverts. */
export async function sendSigned(
  call: ChainCall,
  chainId: number,
  account: PrivateKeyAccount,
  tx: { to?: Hex; data?: Hex; value?: bigint; gas: bigint },
): Promise<{ transactionHash: Hex; contractAddress: string | null }> {
  const nonce = Number(await call('eth_getTransactionCount', [account.address, 'pending']));
  const raw = await account.signTransaction({
    ...tx,
    chainId,
    nonce,
    type: 'eip1559',
    maxFeePerGas: MAX_FEE_PER_GAS,
    maxPriorityFeePerGas: 0n,
  });
  const hash = await call('eth_sendRawTransaction', [raw]);
  const receipt = (await call('eth_getTransactionReceipt', [hash])) as {
    status: string;
    transactionHash: Hex;
    contractAddress: string | null;
  };
  if (receipt.status !== '0x1') throw new Error(`The transaction ${String(hash)} of ${account.address} reverted`);
  return receipt;
}

/** Deploys the USDC-like token, the ERC-721 and the ERC-1155 collections at `EMULATOR_TOKENS`. */
export async function deployContracts(call: ChainCall, chainId: number): Promise<void> {
  for (const [name, artifact] of [
    ['usdc', usdc],
    ['nft721', nft721],
    ['nft1155', nft1155],
  ] as const) {
    const { contractAddress } = await sendSigned(call, chainId, deployer, { data: artifact.bytecode, gas: 3_000_000n });
    if (contractAddress?.toLowerCase() !== EMULATOR_TOKENS[name].toLowerCase()) {
      throw new Error(`${name} was deployed at ${contractAddress}, not at ${EMULATOR_TOKENS[name]}`);
    }
  }
}

/** Mints `amount` (raw units) of the USDC-like token to `to`. */
export async function mintUsdc(call: ChainCall, chainId: number, to: Hex, amount: bigint): Promise<void> {
  const data = encodeFunctionData({ abi: usdc.abi, functionName: 'mint', args: [to, amount] });
  await sendSigned(call, chainId, deployer, { to: EMULATOR_TOKENS.usdc, data, gas: 100_000n });
}
