import { type IframeEventName, type IframeResponseData, routeDomains } from '@foyer/headless/contract';
import * as v from 'valibot';
import { type ProviderApi, ProviderError } from './api.ts';
import { IframeError } from './errors.ts';
import { userOf } from './mfaTokens.ts';
import { parse } from './parse.ts';

const routes = { ...routeDomains.mfa, ...routeDomains.mfaWallet };
type Handler = (data: unknown) => Promise<IframeResponseData<IframeEventName>>;
const text = v.pipe(v.string(), v.minLength(1));

/** The MFA fields of a request (reference §6.3): a code, or for a passkey the snake_case assertion. */
const mfaFields = v.variant('mfaMethod', [
  v.looseObject({ accessToken: text, mfaMethod: v.picklist(['sms', 'totp']), mfaCode: text }),
  v.looseObject({
    accessToken: text,
    mfaMethod: v.literal('passkey'),
    mfaCode: v.looseObject({ id: text, response: v.looseObject({}) }),
    relyingParty: text,
  }),
]);

const schemas = {
  verify: v.looseObject({ accessToken: text }),
  initEnrollment: v.variant('method', [
    v.looseObject({ accessToken: text, method: v.literal('totp') }),
    v.looseObject({ accessToken: text, method: v.literal('sms'), phoneNumber: text }),
  ]),
  submitEnrollment: v.variant('method', [
    v.looseObject({ accessToken: text, method: v.literal('totp'), code: text }),
    v.looseObject({ accessToken: text, method: v.literal('sms'), code: text, phoneNumber: text }),
    v.looseObject({
      accessToken: text,
      method: v.literal('passkey'),
      credentialIds: v.array(text),
      removeForLogin: v.optional(v.boolean()),
    }),
  ]),
  unenroll: v.looseObject({ accessToken: text, method: v.picklist(['sms', 'totp']) }),
  clear: v.looseObject({ userId: text }),
  unlinkPasskey: v.looseObject({ accessToken: text, credentialId: text, removeAsMfa: v.optional(v.boolean()) }),
};

/** For events that always need MFA fields (verified by `afterVerification`): without, the SDK is told to ask for them. */
function requireMfaFields(data: unknown): void {
  if (!carriesMfa(data)) throw new IframeError('missing_or_invalid_mfa', 'MFA verification is required');
}

/** Whether the request carries MFA fields (a code to verify before it runs). */
export const carriesMfa = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as Record<string, unknown>).mfaMethod != null &&
  (data as Record<string, unknown>).mfaCode != null;

/**
 * A code check's failure as the SDK expects it: a wrong code is `missing_or_invalid_mfa` (already so),
 * the provider's lockout after too many wrong codes `mfa_verification_max_attempts_reached`.
 */
async function checkingCode<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ProviderError && error.status === 429) {
      throw new IframeError('mfa_verification_max_attempts_reached', error.message);
    }
    throw error;
  }
}

/**
 * Wallet MFA in the iframe (reference §6.3, §6.4): verifying the MFA fields of any request (the token
 * the provider answers is kept for the user, see `MfaTokens`), and the `privy:mfa:*` and
 * `privy:auth:unlink-passkey` events.
 */
export function createMfa(api: ProviderApi) {
  /** Verifies the request's MFA fields with the provider and keeps the MFA token for the access token's user. */
  async function verify(data: unknown): Promise<void> {
    const request = parse(mfaFields, data);
    const token = request.accessToken;
    const userId = userOf(token);
    if (userId === undefined) throw new IframeError('invalid_request_arguments', '`accessToken` is not a JWT');
    const answer =
      request.mfaMethod === 'passkey'
        ? api.call(routes.passkeyVerify, token, {
            authenticator_response: request.mfaCode as never,
            relying_party: request.relyingParty,
          })
        : api.call(request.mfaMethod === 'sms' ? routes.smsVerify : routes.totpVerify, token, {
            code: request.mfaCode,
          });
    api.mfaTokens.set(userId, (await checkingCode(answer)).token);
  }

  /** `handler`, run after the verification of the request's MFA fields when it carries them (any event). */
  const afterVerification =
    (handler: Handler): Handler =>
    async (data) => {
      if (carriesMfa(data)) await verify(data);
      return handler(data);
    };

  const handlers: Record<string, Handler> = {
    'privy:mfa:verify': async (data) => {
      parse(schemas.verify, data);
      requireMfaFields(data);
      return {};
    },
    'privy:mfa:init-enrollment': async (data) => {
      const request = parse(schemas.initEnrollment, data);
      if (request.method === 'totp') {
        const { totpSecret, totpAuthUrl } = await api.call(routes.totpInit, request.accessToken, {});
        return { method: 'totp', secret: totpSecret, authUrl: totpAuthUrl };
      }
      try {
        await api.call(routes.smsInit, request.accessToken, { action: 'enroll', phoneNumber: request.phoneNumber });
      } catch (error) {
        if (error instanceof ProviderError && error.type === 'error') {
          throw new IframeError('twilio_verification_failed', error.message);
        }
        throw error;
      }
      return { method: 'sms' };
    },
    'privy:mfa:submit-enrollment': async (data) => {
      const request = parse(schemas.submitEnrollment, data);
      const token = request.accessToken;
      if (request.method === 'passkey') {
        await api.call(routes.passkeyEnrollment, token, {
          credential_ids: request.credentialIds,
          remove_for_login: request.removeForLogin ?? false,
        });
      } else if (request.method === 'sms') {
        await checkingCode(api.call(routes.smsEnroll, token, { code: request.code, phoneNumber: request.phoneNumber }));
      } else {
        await checkingCode(api.call(routes.totpEnroll, token, { code: request.code }));
      }
      return {};
    },
    'privy:mfa:unenroll': async (data) => {
      const request = parse(schemas.unenroll, data);
      requireMfaFields(data);
      await api.call(request.method === 'sms' ? routes.smsUnenroll : routes.totpUnenroll, request.accessToken, {});
      return {};
    },
    'privy:mfa:clear': async (data) => {
      api.mfaTokens.drop(parse(schemas.clear, data).userId);
      return {};
    },
    'privy:auth:unlink-passkey': async (data) => {
      const request = parse(schemas.unlinkPasskey, data);
      await api.call(routeDomains.accounts.unlinkPasskey, request.accessToken, {
        credential_id: request.credentialId,
        remove_as_mfa: request.removeAsMfa ?? false,
      });
      return {};
    },
  };
  return { afterVerification, handlers };
}
