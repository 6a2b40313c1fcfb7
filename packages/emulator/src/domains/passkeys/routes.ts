import {
  ErrorCode,
  registrationResponseToJson,
  routeDomains as routes,
  type WirePasskeyAccount,
  type WirePasskeyRegistrationResponse,
} from '@foyer/headless/contract';
import { verifyRegistrationResponse } from '@simplewebauthn/server';
import { base64url } from 'jose';
import type { AppRecord } from '../../kernel/app.ts';
import { toUnixSeconds } from '../../kernel/clock.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError } from '../../kernel/errors.ts';
import type { UserRecord } from '../../kernel/identity.ts';
import { requireMfa } from '../../kernel/mfaGate.ts';
import type { Registry } from '../../kernel/registry.ts';
import { checkInitCaptcha } from '../captcha/index.ts';
import { linkedToAnotherUser } from '../identity/index.ts';
import {
  authenticationOptions,
  passkeyRejected,
  type RelyingParty,
  registrationOptions,
  relyingPartyOf,
  takeChallenge,
  verifyAssertion,
} from './ceremonies.ts';
import { passkeyBodies } from './schemas.ts';
import { type CredentialRecord, credentialKey, passkeysSlice } from './slice.ts';

export function passkeyAccount(credentialId: string, nowSeconds: number): WirePasskeyAccount {
  return {
    type: 'passkey',
    credential_id: credentialId,
    enrolled_in_mfa: false,
    verified_at: nowSeconds,
    first_verified_at: nowSeconds,
    latest_verified_at: nowSeconds,
  };
}

function checkPasskeysAllowed(app: AppRecord): void {
  if (!app.config.passkey_auth) {
    throw new ApiError(403, ErrorCode.DISALLOWED_LOGIN_METHOD, 'Login with passkeys is not allowed for this app');
  }
}
function checkSignupAllowed(app: AppRecord): void {
  if (!app.config.passkeys_for_signup_enabled) {
    throw new ApiError(403, ErrorCode.DISALLOWED_LOGIN_METHOD, 'Signup with passkeys is not enabled for this app');
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const userPasskeys = (record: UserRecord) =>
  record.user.linked_accounts.filter((a): a is WirePasskeyAccount => a.type === 'passkey');

/**
 * Verifies a registration (signup or link) with `@simplewebauthn/server`: the challenge was issued
 * for this ceremony and relying party, the origin and rp id match, the attestation is valid. Returns
 * the credential to keep (`keepCredential`) once its account exists; 401 `invalid_credentials` otherwise.
 */
async function verifyRegistration(
  core: EmulatorCore,
  response: WirePasskeyRegistrationResponse,
  expected: { appId: string; ceremony: 'register' | 'link'; userId: string | null; rp: RelyingParty },
): Promise<CredentialRecord> {
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: registrationResponseToJson(response),
      expectedChallenge: (challenge) => takeChallenge(core, challenge, expected) !== undefined,
      expectedOrigin: expected.rp.origin,
      expectedRPID: expected.rp.rpId,
      requireUserVerification: false,
    });
  } catch (error) {
    throw passkeyRejected(reason(error));
  }
  if (!verification.verified) throw passkeyRejected('the attestation did not verify');
  const { credential } = verification.registrationInfo;
  if (core.identity.owner(expected.appId, passkeyAccount(credential.id, 0))) throw linkedToAnotherUser();
  return {
    credential_id: credential.id,
    app_id: expected.appId,
    public_key: base64url.encode(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
  };
}

/** Stores a verified credential's public key, once the account that holds it exists. */
function keepCredential(core: EmulatorCore, credential: CredentialRecord): void {
  core.slice(passkeysSlice).credentials.set(credentialKey(credential.app_id, credential.credential_id), credential);
}

/**
 * Reference §5.7: passkey signup, login and link, verified for real (`@simplewebauthn/server`), and
 * unlink, which drops the credential with the account.
 */
export function registerPasskeyRoutes({ core, route }: Registry): void {
  const { identity } = core;
  const nowSeconds = (appId: string) => toUnixSeconds(core.clock.now(appId));
  const rpOf = (app: AppRecord, c: { req: { header(name: string): string | undefined } }, relyingParty?: string) =>
    relyingPartyOf(app, c.req.header('origin'), relyingParty);
  const replyWith = (relyingParty: string | undefined) =>
    relyingParty === undefined ? {} : { relying_party: relyingParty };

  route(routes.passkey.registerInit, passkeyBodies.init, async (request) => {
    const { body, appId, app, c } = request;
    checkPasskeysAllowed(app);
    checkSignupAllowed(app);
    await checkInitCaptcha(core, request, body.token);
    const rp = rpOf(app, c, body.relying_party);
    const options = await registrationOptions(core, {
      app,
      appId,
      ceremony: 'register',
      userId: null,
      rp,
      exclude: [],
    });
    return { ...replyWith(body.relying_party), options };
  });

  route(routes.passkey.register, passkeyBodies.register, async (request) => {
    const { body, appId, app, c } = request;
    checkPasskeysAllowed(app);
    checkSignupAllowed(app);
    const rp = rpOf(app, c, body.relying_party);
    const expected = { appId, ceremony: 'register' as const, userId: null, rp };
    const credential = await verifyRegistration(core, body.authenticator_response, expected);
    const created = identity.signUp(request, [passkeyAccount(credential.credential_id, nowSeconds(request.appId))]);
    keepCredential(core, credential);
    return identity.openSession(request, created, true);
  });

  route(routes.passkey.authenticateInit, passkeyBodies.init, async (request) => {
    const { body, appId, app, c } = request;
    checkPasskeysAllowed(app);
    await checkInitCaptcha(core, request, body.token);
    const rp = rpOf(app, c, body.relying_party);
    return { ...replyWith(body.relying_party), options: await authenticationOptions(core, { appId, rp }) };
  });

  route(routes.passkey.authenticate, passkeyBodies.authenticate, async (request) => {
    const { body, appId, app, c } = request;
    checkPasskeysAllowed(app);
    const rp = rpOf(app, c, body.relying_party);
    const response = body.authenticator_response;
    const issued = takeChallenge(core, body.challenge, { appId, ceremony: 'authenticate', userId: null, rp });
    if (!issued) throw passkeyRejected('unknown, used or expired challenge');
    const stored = core.slice(passkeysSlice).credentials.get(credentialKey(appId, response.id));
    const owner = identity.owner(appId, passkeyAccount(response.id, 0));
    if (!stored || !owner) throw passkeyRejected('no user of this app has this passkey');
    await verifyAssertion(response, issued, stored);
    const account = userPasskeys(owner).find((a) => a.credential_id === response.id);
    if (account) account.latest_verified_at = nowSeconds(request.appId);
    return identity.openSession(request, owner, false);
  });

  route(routes.passkey.linkInit, passkeyBodies.init, async (request) => {
    const { body, appId, app, c } = request;
    checkPasskeysAllowed(app);
    const record = await identity.authenticate(request);
    identity.requireRoom(record, 'passkey');
    const rp = rpOf(app, c, body.relying_party);
    const { credentials } = core.slice(passkeysSlice);
    const exclude = userPasskeys(record).map((account) => ({
      id: account.credential_id,
      transports: credentials.get(credentialKey(appId, account.credential_id))?.transports ?? [],
    }));
    const options = await registrationOptions(core, {
      app,
      appId,
      ceremony: 'link',
      userId: record.user.id,
      rp,
      exclude,
    });
    return { ...replyWith(body.relying_party), options };
  });

  route(routes.passkey.link, passkeyBodies.register, async (request) => {
    const { body, appId, app, c } = request;
    checkPasskeysAllowed(app);
    const record = await identity.authenticate(request);
    identity.requireRoom(record, 'passkey');
    const rp = rpOf(app, c, body.relying_party);
    const expected = { appId, ceremony: 'link' as const, userId: record.user.id, rp };
    const credential = await verifyRegistration(core, body.authenticator_response, expected);
    const linked = identity.link(record, passkeyAccount(credential.credential_id, nowSeconds(request.appId)), {
      transfer: false,
    });
    keepCredential(core, credential);
    return linked;
  });

  route(routes.accounts.unlinkPasskey, passkeyBodies.unlink, async (request) => {
    const { body, appId } = request;
    const record = await identity.authenticate(request);
    const passkey = userPasskeys(record).find((a) => a.credential_id === body.credential_id);
    if (passkey?.enrolled_in_mfa) {
      if (!body.remove_as_mfa) {
        throw new ApiError(400, ErrorCode.MISSING_MFA_CREDENTIALS, 'Cannot unlink a passkey enrolled in MFA');
      }
      await requireMfa(core, request, record);
    }
    const unlinked = identity.unlink(record, (a) => a === passkey);
    // The credential goes with the account; a passkey removed as MFA leaves the user's MFA methods when it was the last.
    core.slice(passkeysSlice).credentials.delete(credentialKey(appId, body.credential_id));
    if (body.remove_as_mfa && !userPasskeys(record).some((a) => a.enrolled_in_mfa)) {
      record.user.mfa_methods = record.user.mfa_methods.filter((method) => method.type !== 'passkey');
      return identity.wire(record);
    }
    return unlinked;
  });
}
