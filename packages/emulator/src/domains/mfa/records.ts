import { ErrorCode, MFA_LIMITS, type MfaMethod, type WireMfaToken } from '@foyer/headless/contract';
import type { AppRecord } from '../../kernel/app.ts';
import { toUnixSeconds } from '../../kernel/clock.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import type { UserRecord } from '../../kernel/identity.ts';
import { type MfaRecord, mfaSlice } from './slice.ts';

export const wrongCode = () => new ApiError(400, ErrorCode.MISSING_OR_INVALID_MFA, 'Invalid MFA code');
const locked = () =>
  new ApiError(
    429,
    ErrorCode.TOO_MANY_REQUESTS,
    'Too many wrong MFA codes: verification is locked for a few seconds. Please wait before trying again.',
  );

/** The user's MFA record (made empty on first use). */
export function mfaRecordOf(core: EmulatorCore, { app_id, user }: UserRecord): MfaRecord {
  const records = core.slice(mfaSlice);
  let record = records.get(user.id);
  if (!record) {
    record = {
      app_id,
      user_id: user.id,
      totp_secret: null,
      totp_last_step: null,
      totp_pending_secret: null,
      phone_number: null,
      failed_attempts: 0,
      locked_until: null,
    };
    records.set(user.id, record);
  }
  return record;
}

/** The app's config (`mfa_methods`) offers `method`; else 400. */
export function requireEnabled(app: AppRecord, method: MfaMethod): void {
  if (!app.config.mfa_methods.includes(method)) {
    throw invalidData(`MFA with ${method} is not enabled for this app`);
  }
}

/**
 * Checks a code (or an assertion) under the user's attempt limit: refused with 429 while locked;
 * a right one (`check` resolves true) clears the count; a wrong one is 400 `missing_or_invalid_mfa`,
 * and the `MFA_LIMITS.maxAttempts`-th wrong one in a row locks verification for `MFA_LIMITS.lockoutMs`
 * (app clock) and answers 429.
 */
export async function checkAttempt(
  core: EmulatorCore,
  record: MfaRecord,
  check: () => boolean | Promise<boolean>,
): Promise<void> {
  if (record.locked_until !== null && record.locked_until > core.clock.now(record.app_id)) throw locked();
  if (await check()) {
    record.failed_attempts = 0;
    record.locked_until = null;
    return;
  }
  record.failed_attempts += 1;
  if (record.failed_attempts < MFA_LIMITS.maxAttempts) throw wrongCode();
  record.failed_attempts = 0;
  record.locked_until = core.clock.now(record.app_id) + MFA_LIMITS.lockoutMs;
  throw locked();
}

/** What a verification answers: an MFA token of the user for their app (`MFA_LIMITS.tokenTtlMs`). */
export async function mfaToken(core: EmulatorCore, { app_id, user }: UserRecord): Promise<WireMfaToken> {
  return { token: await core.tokens.signMfaToken({ appId: app_id, userId: user.id, ttlMs: MFA_LIMITS.tokenTtlMs }) };
}

/** Adds `method` to the user's `mfa_methods` (verified now), or moves its `verified_at` when it is there. */
export function addMethod(core: EmulatorCore, { app_id, user }: UserRecord, method: MfaMethod): void {
  const verifiedAt = toUnixSeconds(core.clock.now(app_id));
  user.mfa_methods = [
    ...user.mfa_methods.filter((entry) => entry.type !== method),
    { type: method, verified_at: verifiedAt },
  ];
}

export function removeMethod({ user }: UserRecord, method: MfaMethod): void {
  user.mfa_methods = user.mfa_methods.filter((entry) => entry.type !== method);
}

/** 400 unless the user has `method`. */
export function requireMethod({ user }: UserRecord, method: MfaMethod): void {
  if (!user.mfa_methods.some((entry) => entry.type === method)) {
    throw invalidData(`The user has not enrolled ${method} for MFA`);
  }
}
