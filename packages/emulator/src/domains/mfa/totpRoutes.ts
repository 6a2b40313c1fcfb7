import { routeDomains } from '@foyer/headless/contract';
import type { EmulatorCore } from '../../kernel/core.ts';
import { invalidData } from '../../kernel/errors.ts';
import type { UserRecord } from '../../kernel/identity.ts';
import { requireMfa } from '../../kernel/mfaGate.ts';
import type { Registry } from '../../kernel/registry.ts';
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
import type { MfaRecord } from './slice.ts';
import { newTotpSecret, totpAuthUrl, totpStep } from './totp.ts';

const routes = { ...routeDomains.mfa, ...routeDomains.mfaWallet };

/** The account name an authenticator app shows: the user's e-mail, else their id. */
function labelOf({ user }: UserRecord): string {
  const email = user.linked_accounts.find((account) => account.type === 'email');
  return email?.type === 'email' ? email.address : user.id;
}

/** Whether `code` is a fresh code of `secret` on the app's clock; its step is then used up. */
function acceptCode(core: EmulatorCore, record: MfaRecord, secret: string, code: string): boolean {
  const step = totpStep(secret, code, core.clock.now(record.app_id), record.totp_last_step);
  if (step === null) return false;
  record.totp_last_step = step;
  return true;
}

/** Reference §5.10: MFA with an authenticator app (TOTP, RFC 6238). */
export function registerTotpRoutes({ core, route }: Registry): void {
  const { identity } = core;

  route(routes.totpInit, mfaBodies.empty, async (request) => {
    const user = await identity.authenticate(request);
    requireEnabled(request.app, 'totp');
    const secret = newTotpSecret();
    mfaRecordOf(core, user).totp_pending_secret = secret;
    const issuer = request.app.config.name;
    return { totpSecret: secret, totpAuthUrl: totpAuthUrl(issuer, labelOf(user), secret) };
  });

  route(routes.totpEnroll, mfaBodies.code, async (request) => {
    const user = await identity.authenticate(request);
    requireEnabled(request.app, 'totp');
    await requireMfa(core, request, user);
    const record = mfaRecordOf(core, user);
    const secret = record.totp_pending_secret;
    if (secret === null) throw invalidData('No authenticator app is being enrolled: call totp/init first');
    await checkAttempt(core, record, () => acceptCode(core, record, secret, request.body.code));
    record.totp_secret = secret;
    record.totp_pending_secret = null;
    addMethod(core, user, 'totp');
    return identity.wire(user);
  });

  route(routes.totpVerify, mfaBodies.code, async (request) => {
    const user = await identity.authenticate(request);
    requireMethod(user, 'totp');
    const record = mfaRecordOf(core, user);
    const secret = record.totp_secret;
    if (secret === null) throw invalidData('The user has not enrolled totp for MFA');
    await checkAttempt(core, record, () => acceptCode(core, record, secret, request.body.code));
    return mfaToken(core, user);
  });

  route(routes.totpUnenroll, mfaBodies.empty, async (request) => {
    const user = await identity.authenticate(request);
    requireMethod(user, 'totp');
    await requireMfa(core, request, user);
    const record = mfaRecordOf(core, user);
    record.totp_secret = null;
    record.totp_last_step = null;
    removeMethod(user, 'totp');
    return { success: true };
  });
}
