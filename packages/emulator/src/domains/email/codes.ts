import { ErrorCode } from '@foyer/headless/contract';
import type { EmulatorCore } from '../../core.ts';
import { ApiError, tooManyRequests } from '../../http/errors.ts';
import { randomCode } from '../../random.ts';
import type { Slice } from '../domain.ts';
import { deliver } from '../outbox/outbox.ts';
import type { OutboxChannel } from '../outbox/slice.ts';
import { recentCount, recordEvent } from './eventLog.ts';
import {
  CODE_MAX_ATTEMPTS,
  CODE_SEND_WINDOW_MS,
  CODE_SENDS_PER_ADDRESS,
  CODE_SENDS_PER_CLIENT,
  CODE_TTL_MS,
  FAILED_CHECK_WINDOW_MS,
  FAILED_CHECKS_PER_ADDRESS,
} from './limits.ts';
import { codeKey, type EmailCodes, emailSlice } from './slice.ts';

export const INVALID_CODE_MESSAGE = 'Invalid or expired verification code';

/** Where codes are kept and how they travel: e-mail codes by default; the SMS domain passes its own. */
export interface CodeVia {
  slice: Slice<string, EmailCodes>;
  channel: OutboxChannel;
}
const byEmail: CodeVia = { slice: emailSlice, channel: 'email' };

/**
 * "Sends" a fresh code to `to`: it supersedes any earlier code for that address and lands in the
 * outbox. Rate-limited per address and per client (`clientId`, the `privy-ca-id` header) → 429.
 */
export function sendCode(
  core: EmulatorCore,
  appId: string,
  to: string,
  clientId: string | undefined,
  via: CodeVia = byEmail,
): void {
  const state = core.slice(via.slice);
  const now = core.clock.now();
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
  deliver(core, via.channel, to, code);
}

/**
 * Checks `code` against the live code for `to` and consumes it (codes are single use). A wrong guess
 * counts against the code (burned at `CODE_MAX_ATTEMPTS`) and against the address (429 past
 * `FAILED_CHECKS_PER_ADDRESS` per hour). Any other failure → 401 invalid_credentials.
 */
export function verifyCode(core: EmulatorCore, appId: string, to: string, code: string, via: CodeVia = byEmail): void {
  const state = core.slice(via.slice);
  const now = core.clock.now();
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
