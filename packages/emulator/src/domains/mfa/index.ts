import * as v from 'valibot';
import { deleteRecordsOf } from '../../kernel/app.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { defineDomain } from '../../kernel/domain.ts';
import { registerMfaPasskeyRoutes } from './passkeyRoutes.ts';
import { type MfaRecord, mfaRecordSchema, mfaSlice } from './slice.ts';
import { registerSmsRoutes } from './smsRoutes.ts';
import { totpCode } from './totp.ts';
import { registerTotpRoutes } from './totpRoutes.ts';

/**
 * Wallet MFA (reference §5.10, `/api/v1/mfa/*`): enrolling, verifying and removing an authenticator
 * app (TOTP), an SMS phone or passkeys; a verification answers an MFA token, which the routes behind
 * `requireMfa` (`kernel/mfaGate.ts`) ask for once the user has a method. Wrong codes count against a per-user
 * limit (`MFA_LIMITS`). The SMS codes themselves are kept by `mfaSmsCodesDomain`.
 */
export const mfaDomain = defineDomain({
  ...mfaSlice,
  state: {
    schema: v.array(mfaRecordSchema),
    save: (records) => structuredClone([...records.values()]),
    load: (records) => new Map(records.map((record): [string, MfaRecord] => [record.user_id, record])),
  },
  forgetUser: (core, userId) => void core.slice(mfaSlice).delete(userId),
  forgetApp: (core, appId) => deleteRecordsOf(core.slice(mfaSlice), appId),
  register(registry) {
    registerTotpRoutes(registry);
    registerSmsRoutes(registry);
    registerMfaPasskeyRoutes(registry);
  },
});

/**
 * The current code of the user's enrolled TOTP secret on their app's clock (of app `appId`, when
 * given, whose user they must be); throws when they have none.
 */
export function currentTotpCode(core: EmulatorCore, userId: string, appId?: string): string {
  const record = core.slice(mfaSlice).get(userId);
  if (!record?.totp_secret || (appId !== undefined && record.app_id !== appId)) {
    throw new Error(`User ${userId} has no authenticator app enrolled for MFA${appId ? ` in app ${appId}` : ''}`);
  }
  return totpCode(record.totp_secret, core.clock.now(record.app_id));
}

export { mfaSmsCodesDomain } from './smsRoutes.ts';
