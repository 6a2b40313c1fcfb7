import * as v from 'valibot';
import { defineSlice } from '../../kernel/slice.ts';

/** The header the status poll names its channel with (reference §4); CORS allows it. */
export const FARCASTER_CHANNEL_HEADER = 'farcaster-channel-token';

/** Spec §9: a channel lives 120 s (emulator clock), then its status answers 410. */
export const FARCASTER_CHANNEL_TTL_MS = 120_000;

export const channelSchema = v.object({
  channel_token: v.string(),
  app_id: v.string(),
  nonce: v.string(),
  /** The relying party's host and address, as the signed message must name them. */
  domain: v.string(),
  uri: v.string(),
  created_at: v.number(),
  completed: v.exactOptional(
    v.object({
      message: v.string(),
      signature: v.pipe(v.string(), v.startsWith('0x')),
      fid: v.number(),
      username: v.string(),
      display_name: v.string(),
      bio: v.exactOptional(v.string()),
      pfp_url: v.exactOptional(v.string()),
    }),
  ),
});
export type FarcasterChannel = v.InferOutput<typeof channelSchema>;

/** Open relay channels by token. */
export const farcasterSlice = defineSlice('farcaster', () => new Map<string, FarcasterChannel>());
