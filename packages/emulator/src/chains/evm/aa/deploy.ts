import { encodeFunctionData, type Hex, numberToHex, parseEther } from 'viem';
import { sendSigned } from '../deploy.ts';
import type { ChainCall } from '../rpc.ts';
import { verifyingPaymaster } from './artifacts.ts';
import { aaContracts, aaDeployer, CREATE2_FACTORY, type Create2Deployment, LIGHT_ACCOUNT_FACTORY_V2 } from './keys.ts';

/** What the stack's deployer starts with, and what it deposits at the EntryPoint for the paymaster. */
const DEPLOYER_BALANCE = parseEther('1000000');
const PAYMASTER_DEPOSIT = parseEther('1000');

const hasCode = async (call: ChainCall, address: Hex) =>
  String(await call('eth_getCode', [address, 'latest'])) !== '0x';

async function deploy(call: ChainCall, chainId: number, { salt, initCode, address }: Create2Deployment) {
  if (await hasCode(call, address)) return;
  await sendSigned(call, chainId, aaDeployer, {
    to: CREATE2_FACTORY.address,
    data: `${salt}${initCode.slice(2)}`,
    gas: 10_000_000n,
  });
  if (!(await hasCode(call, address))) throw new Error(`The CREATE2 deployment of ${address} left no code`);
}

/**
 * Puts the ERC-4337 stack on the chain unless it is there (a reset or a revert drops it): the CREATE2
 * factory (its code set in place), EntryPoint v0.7 at its usual address, the Light Account v2
 * factory (its code also at its usual address), the VerifyingPaymaster with its deposit, and `extra`
 * (the bundler's simulation contracts).
 * `call` may use the chain's cheats; every step is a journaled call, so an export replays it.
 */
export async function deployAccountAbstraction(
  call: ChainCall,
  chainId: number,
  extra: readonly Create2Deployment[] = [],
): Promise<void> {
  const { entryPoint, factory, paymaster } = aaContracts();
  const pending = [entryPoint, factory, paymaster, ...extra];
  const present = await Promise.all(
    [...pending.map((contract) => contract.address), LIGHT_ACCOUNT_FACTORY_V2].map((address) => hasCode(call, address)),
  );
  if (present.every(Boolean)) return;
  if (!(await hasCode(call, CREATE2_FACTORY.address))) {
    await call('hardhat_setCode', [CREATE2_FACTORY.address, CREATE2_FACTORY.code]);
  }
  await call('hardhat_setBalance', [aaDeployer.address, numberToHex(DEPLOYER_BALANCE)]);
  for (const contract of pending) await deploy(call, chainId, contract);
  if (!present[2]) {
    const data = encodeFunctionData({ abi: verifyingPaymaster.abi, functionName: 'deposit' });
    await sendSigned(call, chainId, aaDeployer, {
      to: paymaster.address,
      data,
      value: PAYMASTER_DEPOSIT,
      gas: 200_000n,
    });
  }
  await call('hardhat_setCode', [LIGHT_ACCOUNT_FACTORY_V2, await call('eth_getCode', [factory.address, 'latest'])]);
}
