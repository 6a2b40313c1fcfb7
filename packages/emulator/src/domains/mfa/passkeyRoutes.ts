import { routeDomains, type WirePasskeyAuthenticationResponse } from '@foyer/headless/contract';
import { base64url } from 'jose';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import type { UserRecord } from '../../kernel/identity.ts';
import { requireMfa } from '../../kernel/mfaGate.ts';
import type { Registry } from '../../kernel/registry.ts';
import {
  authenticationOptions,
  credentialKey,
  passkeysSlice,
  type RelyingParty,
  relyingPartyOf,
  takeChallenge,
  userPasskeys,
  verifyAssertion,
} from '../passkeys/index.ts';
import { addMethod, checkAttempt, mfaRecordOf, mfaToken, removeMethod, requireEnabled } from './records.ts';
import { mfaBodies } from './schemas.ts';

const routes = { ...routeDomains.mfa, ...routeDomains.mfaWallet };

const enrolledPasskeys = (user: UserRecord) => userPasskeys(user).filter((account) => account.enrolled_in_mfa);

/** The challenge the browser signed (from its client data); undefined when it cannot be read. */
function signedChallenge(response: WirePasskeyAuthenticationResponse): string | undefined {
  try {
    const clientData = JSON.parse(new TextDecoder().decode(base64url.decode(response.response.client_data_json)));
    return typeof clientData?.challenge === 'string' ? clientData.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `response` is a valid assertion, by one of the user's passkeys enrolled in MFA, of a
 * challenge `mfa/passkeys/init` issued to this user for this relying party (used up either way).
 */
async function assertionValid(
  core: EmulatorCore,
  user: UserRecord,
  rp: RelyingParty,
  response: WirePasskeyAuthenticationResponse,
): Promise<boolean> {
  const challenge = signedChallenge(response);
  const expected = { appId: user.app_id, ceremony: 'mfa' as const, userId: user.user.id, rp };
  const issued = challenge === undefined ? undefined : takeChallenge(core, challenge, expected);
  const enrolled = enrolledPasskeys(user).some((account) => account.credential_id === response.id);
  const stored = core.slice(passkeysSlice).credentials.get(credentialKey(user.app_id, response.id));
  if (!issued || !enrolled || !stored) return false;
  try {
    await verifyAssertion(response, issued, stored);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return false;
    throw error;
  }
}

/**
 * Reference §5.10: MFA with passkeys the user has linked. Verification is a WebAuthn assertion,
 * verified for real; the relying party is `relying_party` or the request's `Origin`.
 */
export function registerMfaPasskeyRoutes({ core, route }: Registry): void {
  const { identity } = core;

  route(routeDomains.passkey.mfaInit, mfaBodies.passkeyInit, async (request) => {
    const { body, appId, app, c } = request;
    const user = await identity.authenticate(request);
    const rp = relyingPartyOf(app, c.req.header('origin'), body.relying_party);
    const { credentials } = core.slice(passkeysSlice);
    const allow = enrolledPasskeys(user).map((account) => ({
      id: account.credential_id,
      transports: credentials.get(credentialKey(appId, account.credential_id))?.transports ?? [],
    }));
    if (allow.length === 0) throw invalidData('The user has no passkey enrolled in MFA');
    const options = await authenticationOptions(core, { appId, rp, mfa: { userId: user.user.id, allow } });
    return { ...(body.relying_party === undefined ? {} : { relying_party: body.relying_party }), options };
  });

  route(routes.passkeyVerify, mfaBodies.passkeyVerify, async (request) => {
    const { body, app, c } = request;
    const user = await identity.authenticate(request);
    const rp = relyingPartyOf(app, c.req.header('origin'), body.relying_party);
    if (enrolledPasskeys(user).length === 0) throw invalidData('The user has no passkey enrolled in MFA');
    await checkAttempt(core, mfaRecordOf(core, user), () =>
      assertionValid(core, user, rp, body.authenticator_response),
    );
    return mfaToken(core, user);
  });

  route(routes.passkeyEnrollment, mfaBodies.passkeyEnrollment, async (request) => {
    const { body, appId } = request;
    const user = await identity.authenticate(request);
    if (body.credential_ids.length > 0) requireEnabled(request.app, 'passkey');
    const passkeys = userPasskeys(user);
    const unknown = body.credential_ids.find((id) => !passkeys.some((account) => account.credential_id === id));
    if (unknown !== undefined) throw invalidData(`${unknown} is not a passkey of this user`);
    await requireMfa(core, request, user);
    const enrolledBefore = enrolledPasskeys(user);
    if (body.credential_ids.length === 0 && body.remove_for_login) {
      for (const account of enrolledBefore) {
        identity.unlink(user, (candidate) => candidate === account);
        core.slice(passkeysSlice).credentials.delete(credentialKey(appId, account.credential_id));
      }
    }
    for (const account of userPasskeys(user))
      account.enrolled_in_mfa = body.credential_ids.includes(account.credential_id);
    if (body.credential_ids.length > 0) addMethod(core, user, 'passkey');
    else removeMethod(user, 'passkey');
    return {};
  });
}
