import { ErrorCode, routeDomains as routes, type WireFarcasterAccount } from '@foyer/headless/contract';
import { generateSiweNonce } from 'viem/siwe';
import type { AppRecord } from '../../kernel/app.ts';
import { toUnixSeconds } from '../../kernel/clock.ts';
import type { EmulatorCore } from '../../kernel/core.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import { randomToken } from '../../kernel/random.ts';
import type { Registry } from '../../kernel/registry.ts';
import { originAllowed } from '../apps/index.ts';
import { checkInitCaptcha } from '../captcha/index.ts';
import { FARCASTER_CONNECT_PATH, registerFarcasterRelay } from './relay.ts';
import { farcasterBodies } from './schemas.ts';
import { verifySiwf } from './siwf.ts';
import { FARCASTER_CHANNEL_HEADER, FARCASTER_CHANNEL_TTL_MS, type FarcasterChannel, farcasterSlice } from './slice.ts';

const isExpired = (core: EmulatorCore, channel: FarcasterChannel) =>
  core.clock.now(channel.app_id) >= channel.created_at + FARCASTER_CHANNEL_TTL_MS;

function checkAllowed(app: AppRecord): void {
  if (!app.config.farcaster_auth) {
    throw new ApiError(403, ErrorCode.DISALLOWED_LOGIN_METHOD, 'Login with Farcaster not allowed');
  }
}

/** The app's live channel `token`; 410 once expired, 400 when unknown. */
function liveChannel(core: EmulatorCore, appId: string, token: string | undefined): FarcasterChannel {
  const channel = token ? core.slice(farcasterSlice).get(token) : undefined;
  if (!channel || channel.app_id !== appId) throw invalidData('Unknown Farcaster channel');
  if (isExpired(core, channel)) {
    core.slice(farcasterSlice).delete(channel.channel_token);
    throw new ApiError(410, ErrorCode.INVALID_DATA, 'The Farcaster channel expired');
  }
  return channel;
}

/**
 * Where the app's page is: the relying party the message must name (`relying_party`, else the
 * Origin), an origin the app allows.
 */
function relyingParty(
  app: AppRecord,
  relying: string | undefined,
  origin: string | undefined,
): { domain: string; uri: string } {
  let url: URL;
  try {
    url = new URL(relying ?? origin ?? '');
  } catch {
    throw invalidData('relying_party (or an Origin header) must be an address');
  }
  if (!originAllowed(app, url.origin)) {
    throw invalidData(`relying_party ${url.origin} is not an allowed origin of this app (allowed_domains)`);
  }
  return { domain: url.host, uri: url.origin };
}

function farcasterAccount(channel: FarcasterChannel, ownerAddress: string, nowSeconds: number): WireFarcasterAccount {
  const done = channel.completed;
  const account: WireFarcasterAccount = {
    type: 'farcaster',
    fid: done?.fid ?? 0,
    owner_address: ownerAddress,
    verified_at: nowSeconds,
    first_verified_at: nowSeconds,
    latest_verified_at: nowSeconds,
  };
  if (done?.username) account.username = done.username;
  if (done?.display_name) account.display_name = done.display_name;
  if (done?.bio) account.bio = done.bio;
  if (done?.pfp_url) account.profile_picture_url = done.pfp_url;
  return account;
}

/** Reference §5.5: SIWF through the emulator's relay (channel, status, approve page), verified with viem. */
export function registerFarcasterRoutes(registry: Registry): void {
  const { core, route } = registry;
  const { identity } = core;
  const nowSeconds = (appId: string) => toUnixSeconds(core.clock.now(appId));
  const channels = () => core.slice(farcasterSlice);

  /** A completed, live channel whose signed message verifies; used up. */
  async function verified(
    appId: string,
    body: { channel_token: string; message: string; signature: string; fid: number },
  ) {
    const channel = liveChannel(core, appId, body.channel_token);
    if (!channel.completed || channel.completed.fid !== body.fid) {
      throw new ApiError(401, ErrorCode.INVALID_CREDENTIALS, 'The channel has no approval for this fid');
    }
    const owner = await verifySiwf(channel, body);
    channels().delete(channel.channel_token);
    return farcasterAccount(channel, owner, nowSeconds(appId));
  }

  route(routes.farcaster.init, farcasterBodies.init, async (request) => {
    const { body, appId, app, c } = request;
    checkAllowed(app);
    await checkInitCaptcha(core, request, body.token);
    const party = relyingParty(app, body.relying_party, c.req.header('origin'));
    const channel: FarcasterChannel = {
      channel_token: randomToken(24),
      app_id: appId,
      nonce: generateSiweNonce(),
      ...party,
      created_at: core.clock.now(appId),
    };
    channels().set(channel.channel_token, channel);
    const connect = new URL(FARCASTER_CONNECT_PATH, new URL(c.req.url).origin);
    connect.searchParams.set('channelToken', channel.channel_token);
    return { channel_token: channel.channel_token, connect_uri: connect.href };
  });

  route(routes.farcaster.status, null, ({ appId, c }) => {
    // One address for every channel (the token is a header): never from a cache, 410s included.
    c.header('cache-control', 'no-store');
    const channel = liveChannel(core, appId, c.req.header(FARCASTER_CHANNEL_HEADER));
    const done = channel.completed;
    if (!done) return { state: 'pending' as const, nonce: channel.nonce };
    return {
      state: 'completed' as const,
      nonce: channel.nonce,
      message: done.message,
      signature: done.signature as `0x${string}`,
      fid: done.fid,
      username: done.username,
      display_name: done.display_name,
      bio: done.bio ?? '',
      pfp_url: done.pfp_url ?? '',
    };
  });

  route(routes.farcaster.authenticate, farcasterBodies.authenticate, async (request) => {
    const { body, appId, app } = request;
    checkAllowed(app);
    const account = await verified(appId, body);
    return identity.logIn(request, account, { mode: body.mode, profile: true });
  });

  route(routes.farcaster.link, farcasterBodies.link, async (request) => {
    const { body, appId, app } = request;
    const record = await identity.authenticate(request);
    checkAllowed(app);
    identity.requireRoom(record, 'farcaster');
    return identity.link(record, await verified(appId, body), { transfer: true });
  });

  registerFarcasterRelay(registry, { isExpired: (channel) => isExpired(core, channel) });
}
