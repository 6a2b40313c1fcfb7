import {
  concat,
  domainSeparator,
  type Hex,
  hashStruct,
  hashTypedData,
  keccak256,
  type SignableMessage,
  type TypedData,
  type TypedDataDefinition,
  type TypedDataDomain,
  toHex,
  toPrefixedMessage,
} from 'viem';

/**
 * Light Account v2's signatures (its contracts' ERC1271.sol, nested EIP-712, and `SignatureType`):
 * a user operation's is the owner's `personal_sign` of its hash, after the type byte `0x00` (EOA owner).
 */
export const EOA_SIGNATURE_TYPE: Hex = '0x00';

const MESSAGE_TYPE = 'LightAccountMessage(bytes message)';

/** The account's EIP-712 domain, which the owner signs in. */
const accountDomain = (account: Hex, chainId: number) =>
  ({ name: 'LightAccount', version: '2', chainId, verifyingContract: account }) as const;

/**
 * ERC-1271 for a message (the `personal_sign` workflow): the owner signs
 * `LightAccountMessage(bytes message)` over the EIP-191 prefixed message in the account's domain; the
 * signature carries that type's hash last.
 */
export async function signLightAccountMessage(
  signTypedData: (typedData: TypedDataDefinition) => Promise<Hex>,
  account: Hex,
  chainId: number,
  message: SignableMessage,
): Promise<Hex> {
  const signature = await signTypedData({
    domain: accountDomain(account, chainId),
    types: { LightAccountMessage: [{ name: 'message', type: 'bytes' }] },
    primaryType: 'LightAccountMessage',
    message: { message: toPrefixedMessage(message) },
  });
  return concat([EOA_SIGNATURE_TYPE, signature, keccak256(toHex(MESSAGE_TYPE))]);
}

/**
 * ERC-1271 for typed data (the nested EIP-712 workflow): the owner signs
 * `Parent(bytes32 childHash, <Contents> child)` in the account's domain, where `childHash` is the app's
 * typed data hash; the signature carries the parent's type hash, the app's domain separator and the
 * contents' struct hash, so the account rebuilds `childHash` and checks it.
 */
export async function signLightAccountTypedData(
  signTypedData: (typedData: TypedDataDefinition) => Promise<Hex>,
  account: Hex,
  chainId: number,
  typedData: TypedDataDefinition,
): Promise<Hex> {
  const {
    domain = {},
    types,
    primaryType,
    message,
  } = typedData as {
    domain?: Record<string, unknown>;
    types: TypedData;
    primaryType: string;
    message: Record<string, unknown>;
  };
  const childHash = hashTypedData(typedData);
  const contents = hashStruct({ data: message, primaryType, types: types as Record<string, never> });
  const appDomain = domainSeparator({ domain: domain as TypedDataDomain });
  const parentTypes = {
    ...types,
    Parent: [
      { name: 'childHash', type: 'bytes32' },
      { name: 'child', type: primaryType },
    ],
  };
  const signature = await signTypedData({
    domain: accountDomain(account, chainId),
    types: parentTypes as TypedData,
    primaryType: 'Parent',
    message: { childHash, child: message },
  } as TypedDataDefinition);
  const parentTypeHash = keccak256(toHex(encodeParentType(types, primaryType)));
  return concat([EOA_SIGNATURE_TYPE, signature, parentTypeHash, appDomain, contents]);
}

/** EIP-712 `encodeType` of `Parent(bytes32 childHash,<primaryType> child)` with the contents' types after it, sorted. */
function encodeParentType(types: TypedData, primaryType: string): string {
  const referenced = new Set<string>();
  const visit = (name: string) => {
    if (referenced.has(name) || !(name in types)) return;
    referenced.add(name);
    for (const field of (types as Record<string, readonly { type: string }[]>)[name] ?? []) {
      visit(field.type.replace(/\[\d*\]$/, ''));
    }
  };
  visit(primaryType);
  const encode = (name: string) =>
    `${name}(${((types as Record<string, readonly { name: string; type: string }[]>)[name] ?? []).map((field) => `${field.type} ${field.name}`).join(',')})`;
  return `Parent(bytes32 childHash,${primaryType} child)${[...referenced].sort().map(encode).join('')}`;
}
