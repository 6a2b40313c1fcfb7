import { createEmulator, createSession, decideFarcasterSigner, type Emulator } from '@foyer/emulator';
import { ed25519 } from '@noble/curves/ed25519';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realWalletIframe } from '../../../../../test/support/realWalletIframe.ts';
import { createTestCore, fetchFromOrigin, uniqueEmail } from '../../../../../test/support/testCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { persistSession } from '../../core/session/tokens.ts';
import { abortableSleep, type FarcasterTimers } from '../../flows/farcaster/timing.ts';
import { createCreateWalletFlow } from '../embedded/createWallet.flow.ts';
import { getWalletService } from '../embedded/getWalletService.ts';
import { createFarcasterSignerFlow, type FarcasterSignerState } from './farcasterSigner.flow.ts';

/**
 * The Farcaster signer end to end in Node: the kit's flow, the emulator's own wallet iframe code
 * (one device), a real emulator whose relay page approves, rejects or revokes the signer; the
 * cast signature verified (ed25519) with the public key the provider holds.
 */

const APP = 'farcaster-signer-flow-001';
const ORIGIN = 'http://localhost:5173';
let nextFid = 3000;

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
  emulator.seed({ apps: [{ id: APP, email_auth: true, farcaster_auth: true, allowed_domains: [ORIGIN] }] });
});
afterAll(() => emulator.close());

/** Real waits, short: the test approves on the relay while the flow polls. */
const quick: FarcasterTimers = {
  now: () => Date.now(),
  sleep: (ms, signal) => abortableSleep(Math.min(ms, 25), signal),
};

async function farcasterUser({ linked = true, timers = quick }: { linked?: boolean; timers?: FarcasterTimers } = {}) {
  const fid = ++nextFid;
  const auth = await createSession(emulator, {
    app_id: APP,
    email: uniqueEmail('fc-signer'),
    linked_accounts: linked
      ? [{ type: 'farcaster', fid, owner_address: '0x00000000000000000000000000000000000000f1' }]
      : [],
  } as never);
  const test = createTestCore(emulator, { appId: APP, testing: { fetch: fetchFromOrigin(ORIGIN), fast: true } });
  persistSession(test.storage, auth);
  await test.core.start();
  const iframe = realWalletIframe(emulator, APP);
  await getWalletService(test.core, { createProxy: () => iframe.proxy });
  await createCreateWalletFlow(test.core).commands.createWallet({ chainType: 'ethereum' });
  const flow = createFarcasterSignerFlow(test.core, { timers });
  flow.start();
  return { ...test, iframe, flow, fid };
}

/** Resolves with the approval page once the flow waits for the Farcaster app. */
function approvalPage(flow: { getSnapshot(): FarcasterSignerState; subscribe(listener: () => void): () => void }) {
  return new Promise<string>((resolve) => {
    const check = () => {
      const { status, signerApprovalUrl } = flow.getSnapshot();
      if (status === 'awaiting-approval' && signerApprovalUrl) {
        unsubscribe();
        resolve(signerApprovalUrl);
      }
    };
    const unsubscribe = flow.subscribe(check);
    check();
  });
}

const castHash = () => crypto.getRandomValues(new Uint8Array(20));

describe('the Farcaster signer against the emulator', () => {
  it('is approved on the relay while the flow polls; a cast hash signed with it verifies with the key the provider holds', async () => {
    const { flow, iframe, count, fid } = await farcasterUser();
    expect(flow.commands.getFarcasterSignerPublicKey()).toBeNull();
    // Before approval: refused at once, the iframe never asked.
    expect(await flow.commands.signFarcasterMessage(castHash())).toMatchObject({
      status: 'error',
      error: { code: ErrorCode.FARCASTER_SIGNER_MISSING },
    });
    expect(iframe.events.map((e) => e.event)).not.toContain('privy:farcaster:sign');
    const statuses: string[] = [];
    flow.subscribe(() => statuses.push(flow.getSnapshot().status));
    const requested = flow.commands.requestFarcasterSignerFromWarpcast();
    const page = await approvalPage(flow);
    expect(new URL(page).pathname).toBe('/farcaster/signer');
    await decideFarcasterSigner(page, 'approve');
    const done = await requested;

    expect(done.status).toBe('done');
    expect(statuses.filter((status, i) => status !== statuses[i - 1])).toEqual([
      'initializing',
      'awaiting-approval',
      'done',
    ]);
    expect(count('/api/v1/farcaster/signer/status')).toBeGreaterThan(0);
    expect(iframe.events.map((e) => e.event)).toContain('privy:farcaster:init-signer');
    const publicKey = done.result!.publicKey;
    expect(done.result).toMatchObject({ fid });
    // The user fetched again: their Farcaster account names the key the relay approved.
    const account = done.result!.user.farcaster;
    expect(account?.signerPublicKey).toBe(done.publicKey);
    expect(flow.commands.getFarcasterSignerPublicKey()).toEqual(publicKey);

    const hash = castHash();
    const signed = await flow.commands.signFarcasterMessage(hash);
    // `state` follows the latest command: the signature, by the approved key.
    expect(flow.getSnapshot()).toBe(signed);
    expect(signed).toMatchObject({ status: 'done', publicKey: done.publicKey });
    const signature = signed.result as Uint8Array;
    expect(signature).toHaveLength(64);
    expect(ed25519.verify(signature, hash, publicKey)).toBe(true);
    expect(ed25519.verify(signature, castHash(), publicKey)).toBe(false);

    // Asked again once approved: done at once, no polling.
    const polls = count('/api/v1/farcaster/signer/status');
    expect((await flow.commands.requestFarcasterSignerFromWarpcast()).status).toBe('done');
    expect(count('/api/v1/farcaster/signer/status')).toBe(polls);
  });

  it('ends in farcaster_signer_revoked when the Farcaster app rejects it, and signs nothing once revoked', async () => {
    const { flow } = await farcasterUser();
    const requested = flow.commands.requestFarcasterSignerFromWarpcast();
    const page = await approvalPage(flow);
    await decideFarcasterSigner(page, 'reject');
    const rejected = await requested;
    expect(rejected).toMatchObject({ status: 'error', error: { code: ErrorCode.FARCASTER_SIGNER_REVOKED } });

    const other = await farcasterUser();
    const approvedRun = other.flow.commands.requestFarcasterSignerFromWarpcast();
    const otherPage = await approvalPage(other.flow);
    await decideFarcasterSigner(otherPage, 'approve');
    expect((await approvedRun).status).toBe('done');
    await decideFarcasterSigner(otherPage, 'revoke');
    // The kit still holds the old user; the iframe asks the provider, which says revoked.
    expect(await other.flow.commands.signFarcasterMessage(castHash())).toMatchObject({
      status: 'error',
      error: { message: expect.stringContaining('revoked') },
    });
  });

  it('times out after 300 s without an answer (client_request_timeout)', async () => {
    let now = 0;
    const timers: FarcasterTimers = {
      now: () => now,
      sleep: async () => {
        now += 60_000;
      },
    };
    const { flow, count } = await farcasterUser({ timers });
    const timedOut = await flow.commands.requestFarcasterSignerFromWarpcast();
    expect(timedOut).toMatchObject({ status: 'error', error: { code: ErrorCode.CLIENT_REQUEST_TIMEOUT } });
    expect(count('/api/v1/farcaster/signer/status')).toBe(5);
  });

  it('refuses a user without a Farcaster account before asking the iframe, and a hash of the wrong size', async () => {
    const { flow, iframe } = await farcasterUser({ linked: false });
    const refused = await flow.commands.requestFarcasterSignerFromWarpcast();
    expect(refused).toMatchObject({ status: 'error', error: { code: ErrorCode.FARCASTER_ACCOUNT_NOT_LINKED } });
    expect(iframe.events.map((e) => e.event)).not.toContain('privy:farcaster:init-signer');
    expect(await flow.commands.signFarcasterMessage(new Uint8Array(31))).toMatchObject({
      status: 'error',
      error: { code: ErrorCode.INVALID_DATA },
    });
  });
});
