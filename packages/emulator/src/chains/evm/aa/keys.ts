import { encodeAbiParameters, getContractAddress, type Hex, keccak256, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { entryPoint, lightAccountFactory, verifyingPaymaster } from './artifacts.ts';

/**
 * The fixed local test keys of the ERC-4337 stack (not secrets): the key that deploys and funds it,
 * the VerifyingPaymaster's signer, and the bundler's executor and utility wallets.
 */
const key = (label: string) => keccak256(toHex(`foyer-emulator-${label}`));
export const AA_KEYS = {
  deployer: key('aa-deployer'),
  paymasterSigner: key('paymaster-signer'),
  bundlerExecutor: key('bundler-executor'),
  bundlerUtility: key('bundler-utility'),
} as const;

export const aaDeployer = privateKeyToAccount(AA_KEYS.deployer);
export const paymasterSigner = privateKeyToAccount(AA_KEYS.paymasterSigner);

/** The deterministic deployment proxy (CREATE2 factory) at its usual address, and its runtime code. */
export const CREATE2_FACTORY = {
  address: '0x4e59b44847b379578588920ca78fbf26c0b4956c',
  code: '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3',
} as const;

/**
 * Where Light Account v2.0.0's factory is on public chains, so that permissionless finds it with no
 * configuration: the emulator puts there the runtime code of the factory it deployed (its immutables
 * name the account implementation that deployment made; accounts are CREATE2 clones from this address).
 */
export const LIGHT_ACCOUNT_FACTORY_V2: Hex = '0x0000000000400CdFef5E2714E63d8040b700BC24';

/** The salt EntryPoint v0.7 was deployed with on public chains: so it lands at its usual address. */
const ENTRY_POINT_SALT = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3';
const ZERO_SALT = toHex(0, { size: 32 });

/** A contract deployed through the CREATE2 factory: its salt, creation code and address. */
export interface Create2Deployment {
  salt: Hex;
  initCode: Hex;
  address: Hex;
}

export const create2 = (salt: Hex, initCode: Hex): Create2Deployment => ({
  salt,
  initCode,
  address: getContractAddress({ opcode: 'CREATE2', from: CREATE2_FACTORY.address, salt, bytecode: initCode }),
});

/** The three contracts of the stack (computed on first use: hashing their code is not free). */
let contracts: { entryPoint: Create2Deployment; factory: Create2Deployment; paymaster: Create2Deployment } | undefined;
export function aaContracts() {
  if (contracts) return contracts;
  const ep = create2(ENTRY_POINT_SALT, entryPoint.bytecode);
  const args = (types: { type: string }[], values: readonly unknown[]) => encodeAbiParameters(types, values).slice(2);
  contracts = {
    entryPoint: ep,
    // LightAccountFactory(owner, entryPoint): the deployer owns it (only its stake would need it).
    factory: create2(
      ZERO_SALT,
      `${lightAccountFactory.bytecode}${args([{ type: 'address' }, { type: 'address' }], [aaDeployer.address, ep.address])}`,
    ),
    // VerifyingPaymaster(entryPoint, verifyingSigner).
    paymaster: create2(
      ZERO_SALT,
      `${verifyingPaymaster.bytecode}${args([{ type: 'address' }, { type: 'address' }], [ep.address, paymasterSigner.address])}`,
    ),
  };
  return contracts;
}
