import {
  authenticationOptionsToWire,
  authenticationResponseToJson,
  ErrorCode,
  registrationOptionsToWire,
  type WirePasskeyAuthenticationOptions,
  type WirePasskeyAuthenticationResponse,
  type WirePasskeyRegistrationOptions,
} from '@foyer/headless/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { base64url } from 'jose';
import type { AppRecord } from '../../kernel/app.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import { originAllowed } from '../apps/index.ts';
import { type ChallengeRecord, type CredentialRecord, type PasskeyCeremony, passkeysSlice } from './slice.ts';

/** How long a challenge may be answered (the options' `timeout` is 60 s; a little room for the network). */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** What the browser is told to wait for the user (`timeout` of the options). */
const PROMPT_TIMEOUT_MS = 60_000;

/** The relying party of a request: the calling page's origin (or `relying_party`), and its host as the rp id. */
export interface RelyingParty {
  origin: string;
  rpId: string;
}

/**
 * WebAuthn binds a passkey to the page's origin: the relying party is `relying_party` when the body
 * names one (native apps), else the request's `Origin` header; the app must admit it
 * (`allowed_domains`), and its host is the rp id. 400 `invalid_data` without one.
 */
export function relyingPartyOf(
  app: AppRecord,
  origin: string | undefined,
  relyingParty: string | undefined,
): RelyingParty {
  const named = relyingParty ?? origin;
  if (named === undefined) {
    throw invalidData('Passkeys need the calling page: send an Origin header (browsers do) or relying_party');
  }
  let url: URL;
  try {
    url = new URL(named);
  } catch {
    throw invalidData(`relying_party ${JSON.stringify(named)} is not an origin`);
  }
  if (!originAllowed(app, url.origin)) {
    throw new ApiError(403, ErrorCode.INVALID_DATA, `Origin ${url.origin} is not in the app's allowed_domains`);
  }
  return { origin: url.origin, rpId: url.hostname };
}

function remember(
  core: EmulatorCore,
  challenge: string,
  context: { appId: string; ceremony: PasskeyCeremony; userId: string | null; rp: RelyingParty },
): void {
  const { challenges } = core.slice(passkeysSlice);
  const now = core.clock.now(context.appId);
  for (const [key, record] of challenges) {
    if (record.expires_at <= core.clock.now(record.app_id)) challenges.delete(key);
  }
  challenges.set(challenge, {
    challenge,
    app_id: context.appId,
    ceremony: context.ceremony,
    user_id: context.userId,
    origin: context.rp.origin,
    rp_id: context.rp.rpId,
    expires_at: now + CHALLENGE_TTL_MS,
  });
}

/**
 * Takes (once) the live challenge `challenge` issued for this ceremony, app, user and relying party;
 * undefined when there is none (unknown, used, expired, or issued for something else).
 */
export function takeChallenge(
  core: EmulatorCore,
  challenge: string,
  expected: { appId: string; ceremony: PasskeyCeremony; userId: string | null; rp: RelyingParty },
): ChallengeRecord | undefined {
  const { challenges } = core.slice(passkeysSlice);
  const record = challenges.get(challenge);
  if (!record) return undefined;
  challenges.delete(challenge);
  const matches =
    record.expires_at > core.clock.now(record.app_id) &&
    record.app_id === expected.appId &&
    record.ceremony === expected.ceremony &&
    record.user_id === expected.userId &&
    record.origin === expected.rp.origin &&
    record.rp_id === expected.rp.rpId;
  return matches ? record : undefined;
}

/** Registration options for a new passkey (signup or link): a fresh challenge, a discoverable credential. */
export async function registrationOptions(
  core: EmulatorCore,
  context: {
    app: AppRecord;
    appId: string;
    ceremony: 'register' | 'link';
    userId: string | null;
    rp: RelyingParty;
    exclude: { id: string; transports: string[] }[];
  },
): Promise<WirePasskeyRegistrationOptions> {
  const options = await generateRegistrationOptions({
    rpName: context.app.config.name,
    rpID: context.rp.rpId,
    userName: context.app.config.name,
    userDisplayName: context.app.config.name,
    timeout: PROMPT_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: context.exclude,
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  remember(core, options.challenge, { ...context });
  return registrationOptionsToWire(options);
}

/**
 * Authentication options: a fresh challenge. For a login no allow list, so the browser offers the
 * app's passkeys; for an MFA verification (`mfa`) the user's passkeys enrolled in MFA only.
 */
export async function authenticationOptions(
  core: EmulatorCore,
  context: { appId: string; rp: RelyingParty; mfa?: { userId: string; allow: { id: string; transports: string[] }[] } },
): Promise<WirePasskeyAuthenticationOptions> {
  const { mfa } = context;
  const options = await generateAuthenticationOptions({
    rpID: context.rp.rpId,
    timeout: PROMPT_TIMEOUT_MS,
    userVerification: 'preferred',
    ...(mfa ? { allowCredentials: mfa.allow } : {}),
  });
  remember(core, options.challenge, {
    appId: context.appId,
    ceremony: mfa ? 'mfa' : 'authenticate',
    userId: mfa?.userId ?? null,
    rp: context.rp,
  });
  return authenticationOptionsToWire(options);
}

/**
 * Verifies an assertion (`@simplewebauthn/server`) by the stored credential against a challenge
 * `issued` for it, and moves the credential's counter; 401 `invalid_credentials` when it fails.
 */
export async function verifyAssertion(
  response: WirePasskeyAuthenticationResponse,
  issued: Pick<ChallengeRecord, 'challenge' | 'origin' | 'rp_id'>,
  stored: CredentialRecord,
): Promise<void> {
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: authenticationResponseToJson(response),
      expectedChallenge: issued.challenge,
      expectedOrigin: issued.origin,
      expectedRPID: issued.rp_id,
      credential: {
        id: stored.credential_id,
        publicKey: new Uint8Array(base64url.decode(stored.public_key)),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: false,
    });
  } catch (error) {
    throw passkeyRejected(error instanceof Error ? error.message : String(error));
  }
  if (!verification.verified) throw passkeyRejected('the signature did not verify');
  stored.counter = verification.authenticationInfo.newCounter;
}

export const passkeyRejected = (why: string) =>
  new ApiError(401, ErrorCode.INVALID_CREDENTIALS, `Passkey verification failed: ${why}`);
