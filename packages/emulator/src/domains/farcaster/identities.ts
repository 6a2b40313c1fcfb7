import { keccak256, toBytes } from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';

/** A Farcaster user as the emulator's relay knows them. */
export interface FarcasterIdentity {
  fid: number;
  username: string;
  display_name: string;
  bio?: string;
  pfp_url?: string;
}

/** Identities offered on the approve page (any other fid can be typed). */
export const farcasterTestIdentities: readonly FarcasterIdentity[] = [
  { fid: 1001, username: 'alice', display_name: 'Alice', bio: 'Emulated Farcaster user' },
  { fid: 1002, username: 'bob', display_name: 'Bob' },
];

/**
 * The custody key of a fid in the emulator's stand-in for the Farcaster registry: a real secp256k1
 * key derived from the fid, so anyone (tests, app developers) can sign for any fid. Test keys only.
 */
export function farcasterCustodyAccount(fid: number): PrivateKeyAccount {
  return privateKeyToAccount(keccak256(toBytes(`foyer-emulator-farcaster-custody:${fid}`)));
}
