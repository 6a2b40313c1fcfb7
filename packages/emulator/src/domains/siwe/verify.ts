import { ErrorCode } from '@foyer/headless/contract';
import { getAddress, isAddressEqual, verifyMessage } from 'viem';
import { parseSiweMessage, type SiweMessage } from 'viem/siwe';
import type { AppRecord } from '../../kernel/app.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import { originAllowed } from '../apps/index.ts';
import { siweSlice } from './slice.ts';

/** How long a nonce from `siwe/init` may be used. */
export const SIWE_NONCE_TTL_MS = 10 * 60_000;

const invalidCredentials = (why: string) =>
  new ApiError(401, ErrorCode.INVALID_CREDENTIALS, `Invalid SIWE message: ${why}`);

function originOf(uri: string): URL {
  try {
    return new URL(uri);
  } catch {
    throw invalidData('The SIWE message URI is not a URL');
  }
}

/**
 * Checks a signed EIP-4361 message (reference §5.8) and resolves its fields: it parses, it is
 * version 1 with a `domain` that is its URI's host and an origin the app allows, its nonce was
 * issued by `siwe/init` to this app for this address and is unexpired (it is spent either way: single
 * use), its time bounds hold, and the signature is the address's: `verify` checks it (default viem's
 * `verifyMessage`, which recovers an EOA's address; a smart account's needs a chain to call).
 */
export async function verifySiwe(
  core: EmulatorCore,
  appId: string,
  app: AppRecord,
  message: string,
  signature: `0x${string}`,
  verify: (args: {
    address: `0x${string}`;
    message: string;
    signature: `0x${string}`;
  }) => Promise<boolean> = verifyMessage,
): Promise<SiweMessage> {
  const parsed = parseSiweMessage(message);
  const { address, chainId, domain, nonce, uri, version, issuedAt } = parsed;
  if (!address || !chainId || !domain || !nonce || !uri || version !== '1' || !issuedAt) {
    throw invalidData(
      'The message is not an EIP-4361 message (address, chain id, domain, URI, version 1, nonce, issued-at)',
    );
  }
  const origin = originOf(uri);
  if (origin.host !== domain) throw invalidCredentials(`domain ${domain} is not the host of ${uri}`);
  if (!originAllowed(app, origin.origin)) {
    throw new ApiError(403, ErrorCode.INVALID_CREDENTIALS, `Origin ${origin.origin} is not allowed for this app`);
  }
  const nonces = core.slice(siweSlice);
  const record = nonces.get(nonce);
  nonces.delete(nonce);
  const now = core.clock.now(appId);
  if (!record || record.app_id !== appId) throw invalidCredentials('unknown or used nonce');
  if (record.expires_at <= now) throw invalidCredentials('expired nonce');
  if (!isAddressEqual(getAddress(record.address), address))
    throw invalidCredentials('the nonce was issued for another address');
  if (parsed.expirationTime && parsed.expirationTime.getTime() <= now) throw invalidCredentials('expired message');
  if (parsed.notBefore && parsed.notBefore.getTime() > now) throw invalidCredentials('message not yet valid');
  const valid = await verify({ address, message, signature }).catch(() => false);
  if (!valid) throw invalidCredentials('the signature does not match the address');
  return { ...parsed, address, chainId, domain, nonce, uri, version, issuedAt } as SiweMessage;
}
