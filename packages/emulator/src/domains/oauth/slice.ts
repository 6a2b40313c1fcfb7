import * as v from 'valibot';
import { defineSlice } from '../../kernel/slice.ts';

/** A test identity at a provider: what its consent page approves as (reference §7.3 profile fields). */
export const identitySchema = v.object({
  subject: v.pipe(v.string(), v.trim(), v.minLength(1, 'An identity needs a subject'), v.maxLength(200)),
  email: v.exactOptional(v.pipe(v.string(), v.trim(), v.maxLength(320))),
  name: v.exactOptional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  username: v.exactOptional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  profile_picture_url: v.exactOptional(v.pipe(v.string(), v.url(), v.maxLength(2000))),
  vanity_name: v.exactOptional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
});
export type OAuthIdentity = v.InferOutput<typeof identitySchema>;

/** What a consent ends in: approval, denial, or a provider-side failure the exchange then reports. */
export const consentOutcomes = ['approve', 'deny', 'suspended', 'rate-limited'] as const;
export type ConsentOutcome = (typeof consentOutcomes)[number];

/** An authorization started by `/api/v1/oauth/init`, waiting at the consent page. */
export const authRequestSchema = v.object({
  id: v.string(),
  app_id: v.string(),
  provider: v.string(),
  redirect_to: v.string(),
  state: v.string(),
  code_challenge: v.string(),
  expires_at: v.number(),
});
export type AuthRequest = v.InferOutput<typeof authRequestSchema>;

/** An authorization code: single use, bound to its request's state and challenge. */
export const codeRecordSchema = v.object({
  code: v.string(),
  app_id: v.string(),
  provider: v.string(),
  state: v.string(),
  code_challenge: v.string(),
  outcome: v.picklist(['approve', 'suspended', 'rate-limited']),
  identity: identitySchema,
  expires_at: v.number(),
});
export type CodeRecord = v.InferOutput<typeof codeRecordSchema>;

/** A scripted decision for the next consent page (of `provider`, or any). */
export const nextDecisionSchema = v.object({
  provider: v.exactOptional(v.string()),
  outcome: v.exactOptional(v.picklist(consentOutcomes)),
  identity: v.exactOptional(identitySchema),
});
/** A queued decision: with `app_id`, only a consent of that app takes it (`forApp(appId).oauth.next`). */
export const queuedDecisionSchema = v.object({ ...nextDecisionSchema.entries, app_id: v.exactOptional(v.string()) });
export type NextDecision = v.InferOutput<typeof queuedDecisionSchema>;

/**
 * A provider access token handed to a requesting app by a cross-app login or link: the provider
 * app's session (`session_id`) it stands for, and the app (`app_id`) whose origins may receive the
 * transact page's answers.
 */
export const crossAppGrantSchema = v.object({
  session_id: v.string(),
  app_id: v.string(),
  provider_app_id: v.string(),
});
export type CrossAppGrant = v.InferOutput<typeof crossAppGrantSchema>;

export interface OAuthState {
  requests: Map<string, AuthRequest>;
  codes: Map<string, CodeRecord>;
  next: NextDecision[];
  /** Cross-app grants by the provider session's id. */
  grants: Map<string, CrossAppGrant>;
}

export const oauthSlice = defineSlice(
  'oauth',
  (): OAuthState => ({ requests: new Map(), codes: new Map(), next: [], grants: new Map() }),
);

export const oauthStateSchema = v.object({
  requests: v.array(authRequestSchema),
  codes: v.array(codeRecordSchema),
  next: v.array(queuedDecisionSchema),
  // A state exported before cross-app signing: no grants.
  grants: v.optional(v.array(crossAppGrantSchema), []),
});

/** What `POST /__emulator/oauth/next` and `emulator.oauth.next()` take. */
export type OAuthNextInput = v.InferInput<typeof nextDecisionSchema>;
