import * as v from 'valibot';
import { authenticationResponse } from '../passkeys/index.ts';
import { phoneNumber } from '../sms/index.ts';

const text = v.pipe(v.string(), v.minLength(1));
const code = v.pipe(v.string(), v.minLength(1, 'A code is required'));
const relyingParty = v.exactOptional(text);

/** One schema per wallet-MFA route body (reference §5.10); the emulator's own. */
export const mfaBodies = {
  empty: v.object({}),
  code: v.object({ code }),
  smsInit: v.variant('action', [
    v.object({ action: v.literal('verify') }),
    v.object({ action: v.literal('enroll'), phoneNumber }),
  ]),
  smsEnroll: v.object({ code, phoneNumber }),
  passkeyInit: v.object({ relying_party: relyingParty }),
  passkeyVerify: v.object({ authenticator_response: authenticationResponse, relying_party: relyingParty }),
  passkeyEnrollment: v.object({ credential_ids: v.array(text), remove_for_login: v.boolean() }),
};
