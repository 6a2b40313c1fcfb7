import { ErrorCode } from '@foyer/headless/contract';
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  INIT_RATE_LIMIT,
  INIT_RATE_WINDOW_MS,
  INVALID_CODE_MESSAGE,
} from './constants.ts';
import type { EmulatorCore } from './core.ts';
import { ApiError } from './http/errors.ts';
import { randomCode, randomId } from './random.ts';
import { codeKey, type OutboxChannel, type OutboxMessage } from './state.ts';

/**
 * "Sends" a fresh code to `to`: it supersedes any earlier code for that address and lands in the
 * outbox. More than `INIT_RATE_LIMIT` requests per address within the window → 429.
 */
export function sendCode(core: EmulatorCore, appId: string, channel: OutboxChannel, to: string): OutboxMessage {
  const { state, clock } = core;
  const now = clock.now();
  const key = codeKey(appId, channel, to);
  const recent = (state.codeRequests.get(key) ?? []).filter((at) => at > now - INIT_RATE_WINDOW_MS && at <= now);
  if (recent.length >= INIT_RATE_LIMIT) {
    state.codeRequests.set(key, recent);
    throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many requests. Please wait before trying again.');
  }
  state.codeRequests.set(key, [...recent, now]);
  const code = randomCode();
  state.codes.set(key, { app_id: appId, channel, to, code, expires_at: now + CODE_TTL_MS, failed_attempts: 0 });
  const message: OutboxMessage = { id: randomId('msg'), channel, to, code, sentAt: new Date(now).toISOString() };
  state.outbox.push(message);
  return message;
}

/**
 * Checks `code` against the live code for `to` and consumes it (codes are single use). A wrong guess
 * counts; the `CODE_MAX_ATTEMPTS`th wrong guess burns the code. Any failure → 401 invalid_credentials.
 */
export function verifyCode(core: EmulatorCore, appId: string, channel: OutboxChannel, to: string, code: string): void {
  const { state, clock } = core;
  const key = codeKey(appId, channel, to);
  const live = state.codes.get(key);
  const invalid = new ApiError(401, ErrorCode.INVALID_CREDENTIALS, INVALID_CODE_MESSAGE);
  if (!live) throw invalid;
  if (live.expires_at <= clock.now()) {
    state.codes.delete(key);
    throw invalid;
  }
  if (!sameCode(live.code, code)) {
    live.failed_attempts += 1;
    if (live.failed_attempts >= CODE_MAX_ATTEMPTS) state.codes.delete(key);
    throw invalid;
  }
  state.codes.delete(key);
}

/** Constant-time comparison: the time taken does not depend on where the strings differ. */
function sameCode(expected: string, given: string): boolean {
  if (expected.length !== given.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return difference === 0;
}
