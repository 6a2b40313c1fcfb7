import { CODE_LENGTH } from '@foyer/headless/contract';
import { base64url } from 'jose';

/** Web Crypto only, so the emulator also runs in a browser (`@foyer/emulator/in-process`). */
const randomBytes = (count: number) => crypto.getRandomValues(new Uint8Array(count));

/** A uniform integer in [0, max) for 0 < max <= 2^32: rejection sampling, so no modulo bias. */
function randomBelow(max: number): number {
  const range = 2 ** 32;
  const limit = range - (range % max);
  const word = new Uint32Array(1);
  let value: number;
  do {
    [value = limit] = crypto.getRandomValues(word);
  } while (value >= limit);
  return value % max;
}

/** Opaque secret: `bytes` random bytes, base64url. */
export function randomToken(bytes = 32): string {
  return base64url.encode(randomBytes(bytes));
}

/** An alphanumeric nonce (EIP-4361 nonces are at least 8 alphanumeric characters): `bytes` random bytes, hex. */
export function randomHexNonce(bytes = 16): string {
  return Array.from(randomBytes(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A `CODE_LENGTH`-digit code, uniformly random, leading zeros allowed. */
export function randomCode(): string {
  return String(randomBelow(10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/**
 * Short readable ids for records (outbox, faults, sessions): 20 random hex digits. Not
 * `crypto.randomUUID`, which browsers offer only in secure contexts.
 */
export function randomId(prefix: string): string {
  const hex = Array.from(randomBytes(10), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${prefix}_${hex}`;
}

/** Lower-case alphanumeric, as provider user ids use after `did:privy:`. */
export function randomUserSuffix(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  for (let i = 0; i < 25; i++) out += alphabet[randomBelow(alphabet.length)];
  return out;
}
