import type { WalletChainType } from '@foyer/headless/contract';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import { isAddress, isHex, verifyMessage } from 'viem';
import type { EmulatorCore } from '../../kernel/core.ts';
import { invalidData } from '../../kernel/errors.ts';
import { randomToken } from '../../kernel/random.ts';
import { walletsSlice } from './slice.ts';

/** How long a possession challenge may be used. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** A one-use challenge for this user of this app. */
export function issueChallenge(core: EmulatorCore, appId: string, userId: string): string {
  const { challenges } = core.slice(walletsSlice);
  const now = core.clock.now(appId);
  for (const [key, entry] of challenges) if (entry.expires_at <= now) challenges.delete(key);
  const challenge = `foyer-wallet-proof:${randomToken()}`;
  challenges.set(challenge, { app_id: appId, user_id: userId, expires_at: now + CHALLENGE_TTL_MS });
  return challenge;
}

async function signatureValid(chain: WalletChainType, address: string, message: string, signature: string) {
  if (chain === 'ethereum') {
    if (!isAddress(address) || !isHex(signature)) return false;
    return verifyMessage({ address, message, signature }).catch(() => false);
  }
  try {
    const publicKey = base58.decode(address);
    const bytes = base64.decode(signature);
    return publicKey.length === 32 && ed25519.verify(bytes, new TextEncoder().encode(message), publicKey);
  } catch {
    return false;
  }
}

/** Consumes the challenge: it must be this user's, in this app, unexpired (400 `invalid_data` otherwise). */
export function takeChallenge(core: EmulatorCore, owner: { appId: string; userId: string }, challenge: string): void {
  const { challenges } = core.slice(walletsSlice);
  const issued = challenges.get(challenge);
  challenges.delete(challenge);
  if (
    !issued ||
    issued.app_id !== owner.appId ||
    issued.user_id !== owner.userId ||
    issued.expires_at <= core.clock.now(owner.appId)
  ) {
    throw invalidData('Unknown or expired challenge');
  }
}

/** Checks that `signature` is the signature of a challenge already taken by the key of `address` (400 otherwise). */
export async function checkPossession(
  chain: WalletChainType,
  address: string,
  proof: { challenge: string; signature: string },
): Promise<void> {
  if (!(await signatureValid(chain, address, proof.challenge, proof.signature))) {
    throw invalidData(`The signature does not prove possession of ${address}`);
  }
}

/** `takeChallenge`, then `checkPossession`. */
export async function verifyPossession(
  core: EmulatorCore,
  owner: { appId: string; userId: string },
  chain: WalletChainType,
  address: string,
  proof: { challenge: string; signature: string },
): Promise<void> {
  takeChallenge(core, owner, proof.challenge);
  await checkPossession(chain, address, proof);
}
