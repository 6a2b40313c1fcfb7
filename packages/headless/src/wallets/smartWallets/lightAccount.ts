import {
  type Chain,
  concat,
  encodeFunctionData,
  type Hex,
  type LocalAccount,
  type PublicClient,
  parseAbi,
  type SignableMessage,
  type Transport,
  type TypedDataDefinition,
} from 'viem';
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  type SmartAccount,
  toSmartAccount,
} from 'viem/account-abstraction';
import { readContract } from 'viem/actions';
import { EOA_SIGNATURE_TYPE, signLightAccountMessage, signLightAccountTypedData } from './lightAccountSignatures.ts';

/** Light Account v2.0.0's factory, at its address on public chains (and on the emulator's chains). */
export const LIGHT_ACCOUNT_FACTORY_V2: Hex = '0x0000000000400CdFef5E2714E63d8040b700BC24';

const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
]);
const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
]);

/** A 65-byte signature of the right form for gas estimation (not the owner's), after the EOA type byte. */
const STUB_SIGNATURE: Hex = `0x00${'ff'.repeat(31)}f0${'00'.repeat(31)}07${'aa'.repeat(31)}1c`;

/**
 * A Light Account v2.0.0 (EntryPoint v0.7) as a viem `SmartAccount`, owned by `owner` (salt 0): its
 * address is the factory's answer, its calls `execute`/`executeBatch`, a user operation's signature
 * the owner's `personal_sign` of its hash after the type byte, and its ERC-1271 signatures Light
 * Account's nested EIP-712 (`lightAccountSignatures.ts`).
 */
export async function toLightAccount({
  client,
  owner,
}: {
  client: PublicClient<Transport, Chain>;
  owner: LocalAccount;
}): Promise<SmartAccount> {
  const chainId = client.chain.id;
  const factoryData = encodeFunctionData({ abi: factoryAbi, functionName: 'createAccount', args: [owner.address, 0n] });
  const address = await readContract(client, {
    address: LIGHT_ACCOUNT_FACTORY_V2,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  });
  const signTypedData = (typedData: TypedDataDefinition) => owner.signTypedData(typedData);
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' },
    getAddress: async () => address,
    getFactoryArgs: async () => ({ factory: LIGHT_ACCOUNT_FACTORY_V2, factoryData }),
    async encodeCalls(calls) {
      const [call] = calls;
      if (calls.length === 1 && call) {
        return encodeFunctionData({
          abi: accountAbi,
          functionName: 'execute',
          args: [call.to, call.value ?? 0n, call.data ?? '0x'],
        });
      }
      return encodeFunctionData({
        abi: accountAbi,
        functionName: 'executeBatch',
        args: [calls.map((c) => c.to), calls.map((c) => c.value ?? 0n), calls.map((c) => c.data ?? '0x')],
      });
    },
    getStubSignature: async () => STUB_SIGNATURE,
    async signUserOperation({ chainId: id = chainId, ...operation }) {
      const hash = getUserOperationHash({
        userOperation: { ...operation, sender: operation.sender ?? address, signature: '0x' },
        entryPointAddress: entryPoint07Address,
        entryPointVersion: '0.7',
        chainId: id,
      });
      return concat([EOA_SIGNATURE_TYPE, await owner.signMessage({ message: { raw: hash } })]);
    },
    signMessage: ({ message }: { message: SignableMessage }) =>
      signLightAccountMessage(signTypedData, address, chainId, message),
    signTypedData: (typedData) =>
      signLightAccountTypedData(signTypedData, address, chainId, typedData as TypedDataDefinition),
  });
}
