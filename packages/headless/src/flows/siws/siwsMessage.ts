/** What a Sign-In With Solana message states (reference §5.8: EIP-4361's layout, `Chain ID: mainnet`). */
export interface SiwsMessageFields {
  /** The page's host (`window.location.host`). */
  domain: string;
  /** The page's origin. */
  uri: string;
  /** The wallet's base58 address. */
  address: string;
  nonce: string;
  /** ISO 8601. */
  issuedAt: string;
}

/** The resource every SIWS message lists (reference §5.8). */
export const SIWS_RESOURCE = 'https://privy.io';

/**
 * The SIWS text the wallet signs: EIP-4361's layout with the Solana account and `Chain ID: mainnet`,
 * the nonce from `/api/v1/siws/init` and the time it was issued. Pure.
 */
export function buildSiwsMessage({ domain, uri, address, nonce, issuedAt }: SiwsMessageFields): string {
  return [
    `${domain} wants you to sign in with your Solana account:`,
    address,
    '',
    `You are proving you own ${address}.`,
    '',
    `URI: ${uri}`,
    'Version: 1',
    'Chain ID: mainnet',
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt}`,
    'Resources:',
    `- ${SIWS_RESOURCE}`,
  ].join('\n');
}

/** The page the message names, read when a message is built (never at import: SSR-safe). */
export function pageLocation(): { domain: string; uri: string } | null {
  const location = (globalThis as { location?: { host: string; origin: string } }).location;
  return location ? { domain: location.host, uri: location.origin } : null;
}
