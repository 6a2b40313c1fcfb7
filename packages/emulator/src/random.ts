import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { CODE_LENGTH } from './constants.ts';

/** Opaque secret: `bytes` random bytes, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A `CODE_LENGTH`-digit code, uniformly random, leading zeros allowed. */
export function randomCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** Short readable ids for records (outbox, faults, sessions). */
export function randomId(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
}

/** Lower-case alphanumeric, as provider user ids use after `did:privy:`. */
export function randomUserSuffix(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  for (let i = 0; i < 25; i++) out += alphabet[randomInt(0, alphabet.length)];
  return out;
}
