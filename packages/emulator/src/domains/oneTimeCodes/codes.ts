import { ErrorCode } from '@foyer/headless/contract';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError, tooManyRequests } from '../../kernel/errors.ts';
import { recentCount, recordEvent } from '../../kernel/eventLog.ts';
import { randomCode } from '../../kernel/random.ts';
import { deliver, type OutboxChannel } from '../outbox/index.ts';
import {
  CODE_MAX_ATTEMPTS,
  CODE_SEND_WINDOW_MS,
  CODE_SENDS_PER_ADDRESS,
  CODE_SENDS_PER_CLIENT,
  CODE_TTL_MS,
  FAILED_CHECK_WINDOW_MS,
  FAILED_CHECKS_PER_ADDRESS,
} from './limits.ts';
import { type CodeSlice, codeKey } from './slice.ts';

export const INVALID_CODE_MESSAGE = 'Invalid or expired verification code';

/**
 * "Sends" a fresh code to `to` by `channel`: it supersedes any earlier code for that destination and
 * lands in the outbox. Rate-limited per destination and per client (`clientId`, the `privy-ca-id`
 * header) → 429.
 */
export function sendCode(
  core: EmulatorCore,
  slice: CodeSlice,
  { appId, to, clientId, channel }: { appId: string; to: string; clientId: string | undefined; channel: OutboxChannel },
): void {
  const state = core.slice(slice);
  const now = core.clock.now(appId);
  const key = codeKey(appId, to);
  const clientKey = clientId === undefined ? undefined : codeKey(appId, clientId);
  if (recentCount(state.sendsByAddress, key, now, CODE_SEND_WINDOW_MS) >= CODE_SENDS_PER_ADDRESS)
    throw tooManyRequests();
  if (
    clientKey !== undefined &&
    recentCount(state.sendsByClient, clientKey, now, CODE_SEND_WINDOW_MS) >= CODE_SENDS_PER_CLIENT
  ) {
    throw tooManyRequests();
  }
  recordEvent(state.sendsByAddress, key, now);
  if (clientKey !== undefined) recordEvent(state.sendsByClient, clientKey, now);
  const code = randomCode();
  state.codes.set(key, { app_id: appId, to, code, expires_at: now + CODE_TTL_MS, failed_attempts: 0 });
  deliver(core, { appId, channel, to, code });
}

/**
 * Checks `code` against the live code for `to` and consumes it (codes are single use). A wrong guess
 * counts against the code (burned at `CODE_MAX_ATTEMPTS`) and against the address (429 past
 * `FAILED_CHECKS_PER_ADDRESS` per hour). Any other failure → 401 invalid_credentials.
 */
export function verifyCode(core: EmulatorCore, slice: CodeSlice, appId: string, to: string, code: string): void {
  const state = core.slice(slice);
  const now = core.clock.now(appId);
  const key = codeKey(appId, to);
  if (recentCount(state.failuresByAddress, key, now, FAILED_CHECK_WINDOW_MS) >= FAILED_CHECKS_PER_ADDRESS) {
    throw tooManyRequests();
  }
  const live = state.codes.get(key);
  if (live && live.expires_at > now && sameCode(live.code, code)) {
    state.codes.delete(key);
    return;
  }
  recordEvent(state.failuresByAddress, key, now);
  if (live) {
    live.failed_attempts += 1;
    if (live.expires_at <= now || live.failed_attempts >= CODE_MAX_ATTEMPTS) state.codes.delete(key);
  }
  throw new ApiError(401, ErrorCode.INVALID_CREDENTIALS, INVALID_CODE_MESSAGE);
}

/** Constant-time comparison: the time taken does not depend on where the strings differ. */
function sameCode(expected: string, given: string): boolean {
  if (expected.length !== given.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return difference === 0;
}
