import { HEADER, routeDomains } from '@foyer/headless/contract';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import { requireMfa } from '../../kernel/mfaGate.ts';
import type { Registry } from '../../kernel/registry.ts';
import { defineCodeStore, sendCode, verifyCode } from '../oneTimeCodes/index.ts';
import {
  addMethod,
  checkAttempt,
  mfaRecordOf,
  mfaToken,
  removeMethod,
  requireEnabled,
  requireMethod,
} from './records.ts';
import { mfaBodies } from './schemas.ts';
import { mfaSlice } from './slice.ts';

const routes = { ...routeDomains.mfa, ...routeDomains.mfaWallet };

/**
 * The SMS codes of wallet MFA: sent to the outbox like login codes, with their rate limits, but kept
 * apart from them (a login code is no MFA code, nor the other way round).
 */
export const mfaSmsCodesDomain = defineCodeStore('mfaSms');

/** Whether `code` is the live MFA code sent to `phone` (used up when it is). */
function codeMatches(core: EmulatorCore, appId: string, phone: string, code: string): boolean {
  try {
    verifyCode(core, mfaSmsCodesDomain, appId, phone, code);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return false;
    throw error;
  }
}

/** Reference §5.10: MFA by SMS codes, to the phone the user enrolled for MFA. */
export function registerSmsRoutes({ core, route }: Registry): void {
  const { identity } = core;
  const enrolledPhone = (userId: string) => {
    const phone = core.slice(mfaSlice).get(userId)?.phone_number;
    if (!phone) throw invalidData('The user has not enrolled sms for MFA');
    return phone;
  };

  route(routes.smsInit, mfaBodies.smsInit, async (request) => {
    const user = await identity.authenticate(request);
    let to: string;
    if (request.body.action === 'enroll') {
      requireEnabled(request.app, 'sms');
      to = request.body.phoneNumber;
    } else {
      requireMethod(user, 'sms');
      to = enrolledPhone(user.user.id);
    }
    const clientId = request.c.req.header(HEADER.analyticsId);
    sendCode(core, mfaSmsCodesDomain, { appId: request.appId, to, clientId, channel: 'sms' });
    return { success: true };
  });

  route(routes.smsEnroll, mfaBodies.smsEnroll, async (request) => {
    const user = await identity.authenticate(request);
    requireEnabled(request.app, 'sms');
    await requireMfa(core, request, user);
    const { code, phoneNumber } = request.body;
    const record = mfaRecordOf(core, user);
    await checkAttempt(core, record, () => codeMatches(core, request.appId, phoneNumber, code));
    record.phone_number = phoneNumber;
    addMethod(core, user, 'sms');
    return identity.wire(user);
  });

  route(routes.smsVerify, mfaBodies.code, async (request) => {
    const user = await identity.authenticate(request);
    requireMethod(user, 'sms');
    const phone = enrolledPhone(user.user.id);
    const record = mfaRecordOf(core, user);
    await checkAttempt(core, record, () => codeMatches(core, request.appId, phone, request.body.code));
    return mfaToken(core, user);
  });

  route(routes.smsUnenroll, mfaBodies.empty, async (request) => {
    const user = await identity.authenticate(request);
    requireMethod(user, 'sms');
    await requireMfa(core, request, user);
    mfaRecordOf(core, user).phone_number = null;
    removeMethod(user, 'sms');
    return { success: true };
  });
}
