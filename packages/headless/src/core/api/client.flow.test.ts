import { createEmulator, type Emulator } from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestCore, DEMO_APP_ID, recordingFetch, uniqueEmail } from '../../../../../test/support/testCore.ts';
import { createEmailLoginFlow } from '../../flows/email/emailLogin.flow.ts';
import { CLIENT_VERSION } from '../constants.ts';
import { ErrorCode } from '../errors/codes.ts';
import { ApiError, isFoyerError } from '../errors/FoyerError.ts';
import { memoryStorage } from '../storage.ts';
import { createApiClient } from './client.ts';
import type { RouteDef } from './route.ts';
import * as analytics from './routes/analytics.ts';
import * as app from './routes/app.ts';
import { routeDomains } from './routes/index.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const CONFIG_PATH = `/api/v1/apps/${DEMO_APP_ID}`;

/** A client whose retry sleeps are recorded instead of waited, so the schedule can be asserted. */
function client(options: { timeoutMs?: number; bearer?: string | null } = {}) {
  const recorder = recordingFetch();
  const delays: number[] = [];
  const api = createApiClient({
    appId: DEMO_APP_ID,
    clientId: 'client-1',
    apiUrl: emulator.url,
    storage: memoryStorage(),
    fetch: recorder.fetch,
    getBearer: async () => options.bearer ?? null,
    sleep: async (ms) => void delays.push(ms),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  const config = () => api.call(app.config, { params: { app_id: DEMO_APP_ID } });
  return { api, config, delays, ...recorder };
}

describe('api client against the emulator', () => {
  it('sends the provider headers, credentials and a stable analytics id', async () => {
    const { api, config, requests } = client({ bearer: 'token-1' });
    const config1 = await config();
    expect(config1.id).toBe(DEMO_APP_ID);
    await config();
    const [first, second] = requests;
    expect(first?.headers).toMatchObject({
      'privy-app-id': DEMO_APP_ID,
      'privy-client-id': 'client-1',
      'privy-client': CLIENT_VERSION,
      authorization: 'Bearer token-1',
    });
    expect(first?.headers['privy-ca-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(second?.headers['privy-ca-id']).toBe(first?.headers['privy-ca-id']);
    expect(api.analyticsId()).toBe(first?.headers['privy-ca-id']);
  });

  it.each([408, 409, 425, 500, 502, 503, 504])('retries %i at 500 ms, tripling, then succeeds', async (status) => {
    emulator.faults.add({ path: '/api/v1/apps/:app_id', status, times: 3 });
    const { config, delays, count } = client();
    await expect(config()).resolves.toMatchObject({ id: DEMO_APP_ID });
    expect(count(CONFIG_PATH)).toBe(4);
    expect(delays).toEqual([500, 1500, 4500]);
  });

  it('gives up after three retries with the last status', async () => {
    emulator.faults.add({ path: '/api/v1/apps/:app_id', status: 503, times: 4 });
    const { config, count } = client();
    const error = await config().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(count(CONFIG_PATH)).toBe(4);
  });

  it.each([400, 401, 403, 404, 422, 429])('does not retry %i and keeps the server body', async (status) => {
    emulator.faults.add({
      path: '/api/v1/apps/:app_id',
      status,
      body: { error: 'Nope', code: 'invalid_data', cause: 'because' },
      times: 1,
    });
    const { config, count } = client();
    const error = (await config().catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('api');
    expect(error).toMatchObject({
      status,
      code: ErrorCode.INVALID_DATA,
      body: { error: 'Nope', code: 'invalid_data', cause: 'because' },
    });
    expect(error.serverMessage).toBe('Nope');
    expect(count(CONFIG_PATH)).toBe(1);
  });

  it('derives a code from the status when the server gives none', async () => {
    emulator.faults.add({ path: '/api/v1/apps/:app_id', status: 429, body: { error: 'slow down' }, times: 1 });
    const error = await client()
      .config()
      .catch((e: unknown) => e);
    expect(isFoyerError(error, ErrorCode.TOO_MANY_REQUESTS)).toBe(true);
  });

  it('times out with a typed error and does not retry', async () => {
    emulator.faults.add({ path: '/api/v1/apps/:app_id', delayMs: 400, times: 1 });
    const { config, count } = client({ timeoutMs: 100 });
    const error = await config().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', code: ErrorCode.CLIENT_REQUEST_TIMEOUT, timeoutMs: 100 });
    expect(count(CONFIG_PATH)).toBe(1);
  });

  it('times out when the body stalls after the headers, and cancels it', async () => {
    // Status and headers at once, then half the body over the socket, then nothing.
    emulator.faults.add({ path: '/api/v1/apps/:app_id', stallBody: true, times: 1 });
    let [headersAt, cancelled] = [0, false];
    /** The real fetch; its body passes through a stream that notes the client's cancel. */
    const watched: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      headersAt = Date.now();
      const reader = response.body!.getReader();
      const body = new ReadableStream<Uint8Array>({
        pull: async (controller) => {
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        },
        cancel: (reason) => {
          cancelled = true;
          return reader.cancel(reason);
        },
      });
      return new Response(body, response);
    };
    const api = createApiClient({
      appId: DEMO_APP_ID,
      apiUrl: emulator.url,
      storage: memoryStorage(),
      fetch: watched,
      getBearer: async () => null,
      timeoutMs: 100,
    });
    const started = Date.now();
    const error = await api.call(app.config, { params: { app_id: DEMO_APP_ID } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', code: ErrorCode.CLIENT_REQUEST_TIMEOUT, timeoutMs: 100 });
    expect(headersAt).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(cancelled).toBe(true);
  }, 5_000);

  it('times out even when the fetch ignores its abort signal', async () => {
    const { api } = client();
    const deaf = createApiClient({
      appId: DEMO_APP_ID,
      apiUrl: emulator.url,
      storage: memoryStorage(),
      fetch: () => new Promise<Response>(() => undefined),
      getBearer: async () => null,
      timeoutMs: 100,
    });
    await expect(deaf.call(app.config, { params: { app_id: DEMO_APP_ID } })).rejects.toMatchObject({ kind: 'timeout' });
    await expect(api.call(app.config, { params: { app_id: DEMO_APP_ID } })).resolves.toMatchObject({ id: DEMO_APP_ID });
  }, 5_000);

  it('turns a dropped connection into a network error', async () => {
    emulator.faults.add({ path: '/api/v1/apps/:app_id', drop: true, times: 1 });
    const error = await client()
      .config()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', code: ErrorCode.NETWORK_ERROR });
  });

  it('reports an abort from the caller as aborted, not as a timeout', async () => {
    emulator.faults.add({ path: '/api/v1/apps/:app_id', delayMs: 300, times: 1 });
    const { api } = client();
    const controller = new AbortController();
    const pending = api.call(app.config, { params: { app_id: DEMO_APP_ID }, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', code: ErrorCode.ABORTED });
  });

  it('never retries analytics events', async () => {
    emulator.faults.add({ path: '/api/v1/analytics_events', status: 503 });
    const { api, count } = client();
    await expect(api.call(analytics.event, { body: { event_name: 'x', client_id: null } })).rejects.toMatchObject({
      status: 503,
    });
    expect(count('/api/v1/analytics_events')).toBe(1);
  });

  const { email, sms, oauth, passkey, siwe, siws, telegram, farcaster, accounts } = routeDomains;
  it.each<RouteDef>([
    email.authenticate,
    email.link,
    email.update,
    sms.authenticate,
    sms.link,
    sms.update,
    oauth.authenticate,
    oauth.link,
    passkey.register,
    passkey.authenticate,
    passkey.link,
    siwe.authenticate,
    siwe.link,
    siws.authenticate,
    siws.link,
    telegram.authenticate,
    farcaster.authenticate,
    farcaster.link,
    accounts.transferEmail,
    accounts.transferPhone,
    accounts.transferEthereumWallet,
    accounts.transferOAuth,
    accounts.transferFarcaster,
    accounts.transferTelegram,
  ])('never retries $path, which spends a one-time secret (a second try would be refused)', async (route) => {
    emulator.faults.add({ path: route.path, status: 502 });
    const { api, count } = client();
    await expect(api.call(route, { body: {} } as never)).rejects.toMatchObject({ status: 502 });
    expect(count(route.path)).toBe(1);
  });

  it('sends every request of a session with credentials included', async () => {
    const { core, requests } = createTestCore(emulator);
    await core.start();
    const email = uniqueEmail('credentials');
    const flow = createEmailLoginFlow(core, { intent: 'login' });
    await flow.commands.sendCode({ email });
    await flow.commands.loginWithCode({ code: emulator.outbox(email)[0]!.code });
    emulator.clock.advance(2 * 3_600_000);
    await core.session.refreshUser();
    core.track('sdk_test');
    await expect.poll(() => requests.some((r) => r.path === '/api/v1/analytics_events')).toBe(true);
    await core.session.logout();

    expect(new Set(requests.map((r) => r.path))).toEqual(
      new Set([
        CONFIG_PATH,
        '/api/v1/passwordless/init',
        '/api/v1/passwordless/authenticate',
        '/api/v1/sessions',
        '/api/v1/users/me',
        '/api/v1/sessions/logout',
        '/api/v1/analytics_events',
      ]),
    );
    expect(requests.filter((r) => r.credentials !== 'include')).toEqual([]);
  });

  it('tracks events through the core without throwing', async () => {
    const { core } = createTestCore(emulator);
    core.track('sdk_test', { a: 1 });
    await expect.poll(() => emulator.analytics().map((e) => e.event_name)).toContain('sdk_test');
  });
});
