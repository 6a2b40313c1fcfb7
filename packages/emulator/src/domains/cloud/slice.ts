import * as v from 'valibot';
import { defineSlice } from '../../kernel/slice.ts';
import { cloudProviders } from './paths.ts';

const provider = v.picklist(cloudProviders);
/** A cloud account: an e-mail address, as the clouds name their accounts. */
export const cloudAccountSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.email('A cloud account is an e-mail address'),
  v.maxLength(320),
);

/** A recovery authorization started by `/api/v1/recovery/oauth/init*`, waiting at its consent page. */
export const cloudRequestSchema = v.object({
  id: v.string(),
  app_id: v.string(),
  user_id: v.string(),
  provider,
  redirect_to: v.string(),
  state: v.string(),
  code_challenge: v.string(),
  /** The account the page offers first: the user's e-mail, if they have one. */
  account: v.nullable(v.string()),
  expires_at: v.number(),
});
export type CloudRequest = v.InferOutput<typeof cloudRequestSchema>;

/** An approved consent's code: single use, bound to its user, app, state and challenge. */
export const cloudCodeSchema = v.object({
  code: v.string(),
  app_id: v.string(),
  user_id: v.string(),
  provider,
  state: v.string(),
  code_challenge: v.string(),
  account: v.string(),
  expires_at: v.number(),
});
export type CloudCode = v.InferOutput<typeof cloudCodeSchema>;

/** A cloud access token: opens that account's files of that provider for that app, nothing else. */
export const cloudTokenSchema = v.object({
  token: v.string(),
  app_id: v.string(),
  provider,
  account: v.string(),
  expires_at: v.number(),
});
export type CloudToken = v.InferOutput<typeof cloudTokenSchema>;

/** One stored file: per app, provider and account. */
export const cloudFileSchema = v.object({
  app_id: v.string(),
  provider,
  account: v.string(),
  name: v.string(),
  text: v.string(),
});
export type CloudFile = v.InferOutput<typeof cloudFileSchema>;

/** A scripted decision for the next cloud consent page (of `provider`, or any). */
export const cloudNextSchema = v.object({
  provider: v.exactOptional(provider),
  outcome: v.exactOptional(v.picklist(['approve', 'deny'])),
  account: v.exactOptional(cloudAccountSchema),
});
/** A queued decision: with `app_id`, only a consent of that app takes it (`forApp(appId).cloud.next`). */
const queuedNextSchema = v.object({ ...cloudNextSchema.entries, app_id: v.exactOptional(v.string()) });
export type CloudNext = v.InferOutput<typeof queuedNextSchema>;
/** What `cloud.next()` and `POST /__emulator/cloud/next` take. */
export type CloudNextInput = v.InferInput<typeof cloudNextSchema>;

export interface CloudState {
  requests: Map<string, CloudRequest>;
  codes: Map<string, CloudCode>;
  tokens: Map<string, CloudToken>;
  /** By `fileKey`. */
  files: Map<string, CloudFile>;
  next: CloudNext[];
}

export const fileKey = (file: Omit<CloudFile, 'text'>): string =>
  JSON.stringify([file.app_id, file.provider, file.account, file.name]);

export const cloudSlice = defineSlice(
  'cloud',
  (): CloudState => ({ requests: new Map(), codes: new Map(), tokens: new Map(), files: new Map(), next: [] }),
);

export const cloudStateSchema = v.object({
  requests: v.array(cloudRequestSchema),
  codes: v.array(cloudCodeSchema),
  tokens: v.array(cloudTokenSchema),
  files: v.array(cloudFileSchema),
  next: v.array(queuedNextSchema),
});
