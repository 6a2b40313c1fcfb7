import { ErrorCode, type WireFarcasterAccount } from '@foyer/headless/contract';
import { type Hex, verifyMessage } from 'viem';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import { ApiError } from '../../kernel/errors.ts';
import { type FarcasterIdentity, farcasterCustodyAccount } from './identities.ts';
import type { FarcasterChannel } from './slice.ts';

/** Sign In With Farcaster: an EIP-4361 message on Optimism naming the fid as a resource. */
export function siwfMessage(channel: FarcasterChannel, fid: number, issuedAt: Date): string {
  return createSiweMessage({
    domain: channel.domain,
    address: farcasterCustodyAccount(fid).address,
    statement: 'Farcaster Auth',
    uri: channel.uri,
    version: '1',
    chainId: 10,
    nonce: channel.nonce,
    issuedAt,
    resources: [`farcaster://fid/${fid}`],
  });
}

/** What the Farcaster app does on approval: signs the message with the fid's custody key. */
export async function approveChannel(channel: FarcasterChannel, who: FarcasterIdentity, issuedAt: Date) {
  const message = siwfMessage(channel, who.fid, issuedAt);
  const signature = await farcasterCustodyAccount(who.fid).signMessage({ message });
  return { message, signature, ...who };
}

const refused = (message: string) => new ApiError(401, ErrorCode.INVALID_CREDENTIALS, message);

/**
 * Verifies a SIWF proof against its channel: the message names the channel's nonce and domain and
 * the fid as a resource, and its signature (viem) is by the fid's custody address. Returns the
 * custody address; 401 `invalid_credentials` otherwise.
 */
export async function verifySiwf(
  channel: FarcasterChannel,
  proof: { message: string; signature: string; fid: number },
): Promise<WireFarcasterAccount['owner_address']> {
  const parsed = parseSiweMessage(proof.message);
  if (!parsed.address || parsed.nonce !== channel.nonce) throw refused('The message is not for this channel (nonce)');
  if (parsed.domain !== channel.domain) throw refused('The message is for another domain');
  if (!parsed.resources?.includes(`farcaster://fid/${proof.fid}`)) throw refused('The message does not name this fid');
  const custody = farcasterCustodyAccount(proof.fid).address;
  if (parsed.address.toLowerCase() !== custody.toLowerCase())
    throw refused("The signer is not the fid's custody address");
  // A malformed signature (r or s off the curve) throws: it is as invalid as a wrong one.
  const valid = await verifyMessage({
    address: parsed.address,
    message: proof.message,
    signature: proof.signature as Hex,
  }).catch(() => false);
  if (!valid) throw refused('Invalid Farcaster signature');
  return custody;
}
