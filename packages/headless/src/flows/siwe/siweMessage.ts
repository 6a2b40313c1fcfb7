import { createSiweMessage } from 'viem/siwe';

/** Reference §5.8: the resource every SIWE message of the provider lists. */
export const SIWE_RESOURCE = 'https://privy.io';

export interface SiweMessageInput {
  address: `0x${string}`;
  /** The numeric EIP-155 chain id. */
  chainId: number;
  nonce: string;
  issuedAt: Date;
  /** `window.location.host`. */
  domain: string;
  /** `window.location.origin`. */
  uri: string;
  /** An optional line the wallet shows above the fields. */
  statement?: string | undefined;
}

/** The EIP-4361 message (reference §5.8): domain = page host, URI = page origin, version 1, `Resources: - https://privy.io`. */
export function buildSiweMessage(input: SiweMessageInput): string {
  return createSiweMessage({
    address: input.address,
    chainId: input.chainId,
    domain: input.domain,
    uri: input.uri,
    nonce: input.nonce,
    version: '1',
    issuedAt: input.issuedAt,
    resources: [SIWE_RESOURCE],
    ...(input.statement ? { statement: input.statement } : {}),
  });
}
