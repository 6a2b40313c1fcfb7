import { checksumAddress } from '../../ethereum/address.ts';

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

const isUrl = (value: string) => {
  try {
    return !/\s/.test(value) && Boolean(new URL(value));
  } catch {
    return false;
  }
};

/** Refuses a field the EIP-4361 grammar does not allow, rather than sign a message that will not parse. */
function check(valid: boolean, field: string, value: unknown): void {
  if (!valid) throw new Error(`Invalid SIWE message field ${field}: ${String(value)}`);
}

/**
 * The EIP-4361 message (reference §5.8): domain = page host, URI = page origin, version 1,
 * `Resources: - https://privy.io`; the address checksummed (EIP-55). The text is viem's
 * `createSiweMessage`'s for the same fields, built without viem.
 */
export function buildSiweMessage(input: SiweMessageInput): string {
  const { chainId, domain, nonce, statement, uri } = input;
  check(Number.isInteger(chainId) && chainId > 0, 'chainId', chainId);
  check(/^[^\s/?#]+$/.test(domain), 'domain', domain);
  check(isUrl(uri), 'uri', uri);
  check(/^[a-zA-Z0-9]{8,}$/.test(nonce), 'nonce', nonce);
  check(!statement?.includes('\n'), 'statement', statement);
  return [
    `${domain} wants you to sign in with your Ethereum account:`,
    checksumAddress(input.address),
    '',
    ...(statement ? [statement] : []),
    '',
    `URI: ${uri}`,
    'Version: 1',
    `Chain ID: ${chainId}`,
    `Nonce: ${nonce}`,
    `Issued At: ${input.issuedAt.toISOString()}`,
    'Resources:',
    `- ${SIWE_RESOURCE}`,
  ].join('\n');
}
