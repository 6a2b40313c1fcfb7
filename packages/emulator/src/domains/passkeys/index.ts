import * as v from 'valibot';
import { deleteRecordsOf } from '../../kernel/app.ts';
import { defineDomain } from '../../kernel/domain.ts';
import { registerPasskeyRoutes } from './routes.ts';
import { challengeRecordSchema, credentialKey, credentialRecordSchema, passkeysSlice } from './slice.ts';

/**
 * Passkeys (reference §5.7): challenges handed out by the init calls, the registered credentials'
 * public keys and counters, and the register, authenticate and link routes, which verify the
 * browser's WebAuthn answers for real with `@simplewebauthn/server`, and unlink, which drops the
 * credential with the account. Passkey accounts live on the users (`core.identity`).
 */
export const passkeysDomain = defineDomain({
  ...passkeysSlice,
  forgetApp(core, appId) {
    const { challenges, credentials } = core.slice(passkeysSlice);
    deleteRecordsOf(challenges, appId);
    deleteRecordsOf(credentials, appId);
  },
  state: {
    schema: v.strictObject({
      challenges: v.array(challengeRecordSchema),
      credentials: v.array(credentialRecordSchema),
    }),
    save: (state) =>
      structuredClone({ challenges: [...state.challenges.values()], credentials: [...state.credentials.values()] }),
    load: (json) => ({
      challenges: new Map(json.challenges.map((record) => [record.challenge, record])),
      credentials: new Map(
        json.credentials.map((record) => [credentialKey(record.app_id, record.credential_id), record]),
      ),
    }),
  },
  register: registerPasskeyRoutes,
});

export {
  authenticationOptions,
  type RelyingParty,
  relyingPartyOf,
  takeChallenge,
  verifyAssertion,
} from './ceremonies.ts';
export { userPasskeys } from './routes.ts';
export { authenticationResponse } from './schemas.ts';
export { credentialKey, passkeysSlice } from './slice.ts';
