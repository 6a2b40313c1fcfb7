import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';
import { toUnixSeconds } from '../../kernel/clock.ts';

/** RFC 6238 defaults (SHA-1, 6 digits, 30 s), as authenticator apps use; a code of the step before or after is accepted. */
const STEP_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

/** The `otpauth://totp/<issuer>:<label>?secret=…&issuer=<issuer>` URI an authenticator app scans. */
export const totpAuthUrl = (issuer: string, label: string, secret: string): string =>
  generateURI({ issuer, label, secret });

/** The code of `secret` at `nowMs`. */
export const totpCode = (secret: string, nowMs: number): string =>
  generateSync({ secret, epoch: toUnixSeconds(nowMs) });

/**
 * The time step of `code` when it is a code of `secret` at `nowMs` (one step either way) of a step
 * after `after` (a code already used is not accepted again); null otherwise.
 */
export function totpStep(secret: string, code: string, nowMs: number, after: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epoch: toUnixSeconds(nowMs),
    epochTolerance: STEP_SECONDS,
    ...(after === null ? {} : { afterTimeStep: after }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
