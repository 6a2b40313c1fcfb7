import * as v from 'valibot';
import { deleteRecordsOf } from '../../kernel/app.ts';
import { defineDomain } from '../../kernel/domain.ts';
import { registerFarcasterRoutes } from './routes.ts';
import { channelSchema, farcasterSlice } from './slice.ts';

/** Sign In With Farcaster (reference §5.5): relay channels, the approve page and SIWF verification. */
export const farcasterDomain = defineDomain({
  ...farcasterSlice,
  forgetApp: (core, appId) => deleteRecordsOf(core.slice(farcasterSlice), appId),
  state: {
    schema: v.array(channelSchema),
    save: (channels) => structuredClone([...channels.values()]),
    load: (channels) => new Map(channels.map((channel) => [channel.channel_token, channel])),
  },
  register: registerFarcasterRoutes,
});

export { FARCASTER_CONNECT_PATH } from './relay.ts';
export { decideFarcasterSigner } from './signerDecisions.ts';
export { FARCASTER_SIGNER_PATH, type SignerDecision } from './signerPage.ts';
export { farcasterSignersDomain } from './signers.ts';
export { FARCASTER_CHANNEL_HEADER } from './slice.ts';
