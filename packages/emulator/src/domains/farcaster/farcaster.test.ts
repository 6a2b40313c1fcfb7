import { ErrorCode, routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { farcasterCustodyAccount } from './identities.ts';
import { FARCASTER_CONNECT_PATH } from './relay.ts';

const APP = 'foyer-farcaster-domain-001';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP, farcaster_auth: true, allowed_domains: ['https://app.example'] }] });
});

const origin = { origin: 'https://app.example' };

/** A channel approved on the relay page as the first test identity; its completed status. */
async function approvedChannel() {
  const { data } = await call(emulator, routes.farcaster.init, { appId: APP, body: {}, headers: origin });
  const page = await fetch(data.connect_uri);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Approve as Alice (@alice)');
  const approve = await fetch(`${emulator.url}${FARCASTER_CONNECT_PATH}`, {
    method: 'POST',
    body: new URLSearchParams({ channelToken: data.channel_token, preset: '0' }),
  });
  expect(approve.status).toBe(200);
  const status = await call(emulator, routes.farcaster.status, {
    appId: APP,
    headers: { 'farcaster-channel-token': data.channel_token },
  });
  if (status.data.state !== 'completed') throw new Error('not completed');
  return { channel_token: data.channel_token, ...status.data };
}

const authenticate = (body: Record<string, unknown>) =>
  call(emulator, routes.farcaster.authenticate, { appId: APP, body });

describe('Farcaster relay and SIWF verification', () => {
  it('a channel is pending, then completed with a SIWF message signed by the custody key', async () => {
    const { data } = await call(emulator, routes.farcaster.init, { appId: APP, body: {}, headers: origin });
    const pending = await call(emulator, routes.farcaster.status, {
      appId: APP,
      headers: { 'farcaster-channel-token': data.channel_token },
    });
    expect(pending.data).toEqual({ state: 'pending', nonce: expect.stringMatching(/^[a-zA-Z0-9]{8,}$/) });
    const done = await approvedChannel();
    expect(done.message).toContain('app.example wants you to sign in with your Ethereum account:');
    expect(done.message).toContain(farcasterCustodyAccount(1001).address);
    expect(done.message).toContain('- farcaster://fid/1001');
    // The provider's shape: the whole profile, bio and pfp_url included (empty when the account has none).
    expect(done).toEqual({
      channel_token: expect.any(String),
      state: 'completed',
      nonce: expect.stringMatching(/^[a-zA-Z0-9]{8,}$/),
      message: expect.any(String),
      signature: expect.stringMatching(/^0x[0-9a-f]+$/),
      fid: 1001,
      username: 'alice',
      display_name: 'Alice',
      bio: 'Emulated Farcaster user',
      pfp_url: '',
    });
  });

  it('authenticates a valid proof once, creating the farcaster account', async () => {
    const { channel_token, message, signature, fid } = await approvedChannel();
    const first = await authenticate({ channel_token, message, signature, fid });
    expect(first.status).toBe(200);
    expect(first.data.user?.linked_accounts[0]).toMatchObject({
      type: 'farcaster',
      fid: 1001,
      owner_address: farcasterCustodyAccount(1001).address,
      username: 'alice',
    });
    expect((await authenticate({ channel_token, message, signature, fid })).error.code).toBe(ErrorCode.INVALID_DATA);
  });

  it.each([
    [
      'a tampered signature',
      // A changed r (its first digit): zeroing the last bytes instead kept a valid signature when they were zero already.
      (p: Awaited<ReturnType<typeof approvedChannel>>) => ({
        signature: `0x${p.signature[2] === 'f' ? '0' : 'f'}${p.signature.slice(3)}`,
      }),
    ],
    ['another fid', () => ({ fid: 1002 })],
    [
      'a message with another nonce',
      (p: Awaited<ReturnType<typeof approvedChannel>>) => ({
        message: p.message.replace(/Nonce: \w+/, 'Nonce: abcdefgh1234'),
      }),
    ],
    [
      'a message for another domain',
      (p: Awaited<ReturnType<typeof approvedChannel>>) => ({
        message: p.message.replace('app.example wants', 'evil.example wants'),
      }),
    ],
    [
      'a message signed by another key',
      async (p: Awaited<ReturnType<typeof approvedChannel>>) => ({
        signature: await farcasterCustodyAccount(999).signMessage({ message: p.message }),
      }),
    ],
  ])('refuses %s', async (_, change) => {
    const proof = await approvedChannel();
    const { channel_token, message, signature, fid } = proof;
    const answer = await authenticate({ channel_token, message, signature, fid, ...(await change(proof)) });
    expect(answer.status).toBe(401);
    expect(answer.error.code).toBe(ErrorCode.INVALID_CREDENTIALS);
  });

  it('names only a relying party the app allows: its allowed_domains, or a loopback page when it has none', async () => {
    const init = (relying_party: string, headers = origin) =>
      call(emulator, routes.farcaster.init, { appId: APP, body: { relying_party }, headers });
    const foreign = await init('https://evil.example');
    expect(foreign).toMatchObject({ status: 400, error: { code: ErrorCode.INVALID_DATA } });
    expect(foreign.error.error).toContain('relying_party https://evil.example is not an allowed origin of this app');
    expect((await init('https://app.example/login')).status).toBe(200);
    emulator.seed({ apps: [{ id: APP, allowed_domains: [] }] });
    const loopbackPage = { origin: 'http://localhost:5173' };
    expect((await init('https://evil.example', loopbackPage)).status).toBe(400);
    expect((await init('http://localhost:5173', loopbackPage)).status).toBe(200);
  });

  it('lets a channel expire after 120 s (emulator clock): status 410', async () => {
    const { data } = await call(emulator, routes.farcaster.init, { appId: APP, body: {}, headers: origin });
    emulator.clock.advance(120_000);
    const status = await call(emulator, routes.farcaster.status, {
      appId: APP,
      headers: { 'farcaster-channel-token': data.channel_token },
    });
    expect(status.status).toBe(410);
    // One address for every channel: a cached 410 would end the next channel's wait at once.
    expect(status.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(data.connect_uri)).status).toBe(400);
  });
});
