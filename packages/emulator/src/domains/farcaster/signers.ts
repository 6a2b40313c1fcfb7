import { ErrorCode, routeDomains, type WireFarcasterAccount } from '@foyer/headless/contract';
import * as v from 'valibot';
import { deleteRecordsOf } from '../../kernel/app.ts';
import { defineDomain } from '../../kernel/domain.ts';
import { ApiError, invalidData } from '../../kernel/errors.ts';
import { randomToken } from '../../kernel/random.ts';
import type { Registry } from '../../kernel/registry.ts';
import { FARCASTER_SIGNER_PATH, registerSignerPage } from './signerPage.ts';
import { type FarcasterSignerRecord, farcasterSignersSlice, signerSchema } from './signerSlice.ts';

const routes = routeDomains.farcaster;
const publicKey = v.pipe(
  v.string('`ed25519_public_key` must be a string'),
  v.regex(/^0x[0-9a-fA-F]{64}$/, '`ed25519_public_key` must be 32 bytes as 0x hex'),
  v.toLowerCase(),
);
const bodies = {
  init: v.object({ ed25519_public_key: publicKey, deadline: v.exactOptional(v.number()) }),
  status: v.object({ ed25519_public_key: publicKey }),
};

/** The status union a record answers with (reference §5.5, without the approval page). */
function wireStatus(record: FarcasterSignerRecord) {
  const { public_key, status, fid } = record;
  return status === 'pending_approval' ? { public_key, status } : { public_key, status, fid };
}

/**
 * Reference §5.5 Farcaster signers: the wallet iframe asks for its key to be approved for the
 * user's fid (`signer/init`); the kit polls `signer/status`; the relay's page (the Farcaster app's
 * side, `FARCASTER_SIGNER_PATH`) approves, rejects or revokes it.
 */
function registerSignerRoutes(registry: Registry): void {
  const { core, route } = registry;
  const signers = () => core.slice(farcasterSignersSlice);
  const find = (appId: string, userId: string, key: string) =>
    [...signers().values()].find(
      (record) => record.app_id === appId && record.user_id === userId && record.public_key === key,
    );

  route(routes.signerInit, bodies.init, async (request) => {
    const { appId, app, body, c } = request;
    const { user } = await core.identity.authenticate(request);
    // Spec §5: unified (TEE) wallets do not support Farcaster signers.
    if (app.config.embedded_wallet_config.mode === 'user-controlled-server-wallets-only') {
      throw new ApiError(400, ErrorCode.NOT_SUPPORTED, 'Unified (TEE) wallets do not support Farcaster signers');
    }
    const account = user.linked_accounts.find((a): a is WireFarcasterAccount => a.type === 'farcaster');
    if (!account) throw invalidData('The user has no Farcaster account: link one before adding a signer');
    const existing = find(appId, user.id, body.ed25519_public_key);
    if (existing?.rejected) signers().delete(existing.token);
    const record =
      (existing?.rejected ? undefined : existing) ??
      ({
        token: randomToken(24),
        app_id: appId,
        user_id: user.id,
        public_key: body.ed25519_public_key,
        fid: account.fid,
        status: 'pending_approval',
        created_at: core.clock.now(appId),
      } satisfies FarcasterSignerRecord);
    signers().set(record.token, record);
    if (record.status !== 'pending_approval')
      return wireStatus(record) as { public_key: string; status: 'approved' | 'revoked'; fid: number };
    const page = new URL(FARCASTER_SIGNER_PATH, new URL(c.req.url).origin);
    page.searchParams.set('token', record.token);
    return { public_key: record.public_key, status: record.status, signer_approval_url: page.href };
  });

  route(routes.signerStatus, bodies.status, async (request) => {
    const { user } = await core.identity.authenticate(request);
    const record = find(request.appId, user.id, request.body.ed25519_public_key);
    if (!record) throw invalidData('Unknown Farcaster signer');
    request.c.header('cache-control', 'no-store');
    return wireStatus(record);
  });

  registerSignerPage(registry);
}

/** The Farcaster signers users asked for, by approval token. */
export const farcasterSignersDomain = defineDomain({
  ...farcasterSignersSlice,
  forgetUser: (core, userId) => {
    const records = core.slice(farcasterSignersSlice);
    for (const [token, record] of records) if (record.user_id === userId) records.delete(token);
  },
  forgetApp: (core, appId) => deleteRecordsOf(core.slice(farcasterSignersSlice), appId),
  state: {
    schema: v.array(signerSchema),
    save: (records) => structuredClone([...records.values()]),
    load: (records) => new Map(records.map((record) => [record.token, record])),
  },
  register: registerSignerRoutes,
});
