import { createEmulator, type Emulator, loginWithEmail } from '@foyer/emulator';
import { type Hex, verifyMessage, verifyTypedData } from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore, uniqueEmail } from '../../../../../test/support/testCore.ts';
import { walletDevice } from '../../../../emulator/src/test/walletDevice.ts';
import type { CrossAppTransactRequest } from '../../core/api/crossAppTransact.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { providerTokenKey } from '../../core/session/providerTokens.ts';
import { parseOAuthReturn } from '../oauth/oauthReturn.ts';
import { createCrossAppLoginFlow } from './crossAppLogin.flow.ts';
import { createCrossAppRequestFlow } from './crossAppRequest.flow.ts';

const APP = 'foyer-xapp-sign-app-00001';
const PROVIDER = 'foyer-xapp-sign-prov-0001';
const ORIGIN = 'http://localhost:5173';
const REDIRECT = `${ORIGIN}/`;
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({
    apps: [
      { id: APP, email_auth: true, cross_app_connections: null },
      { id: PROVIDER, name: 'Provider Wallet', email_auth: true },
    ],
  });
});
afterEach(() => vi.unstubAllGlobals());

/** The page (this test runs in Node): a window that opens `popup` and receives its messages. */
function fakePopup() {
  const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn(() => (popup.closed = true)) };
  const page = Object.assign(new EventTarget(), {
    location: { origin: ORIGIN, href: REDIRECT },
    screenX: 0,
    screenY: 0,
    outerWidth: 1280,
    outerHeight: 800,
    // A named window: each open (a link's, then the transact page's) gives the same window again, open.
    open: vi.fn(() => Object.assign(popup, { closed: false })),
  });
  vi.stubGlobal('window', page);
  /** A message of the popup's page, from `origin` (a browser sets `source` itself). */
  const post = (data: unknown, origin: string) => {
    const event = new MessageEvent('message', { data, origin });
    Object.defineProperty(event, 'source', { value: popup });
    page.dispatchEvent(event);
  };
  return { popup, post };
}

/** A provider app user with an embedded wallet (created by the wallet iframe's code, one device). */
async function providerUser() {
  const email = uniqueEmail('xapp');
  const auth = await loginWithEmail(emulator, email, { appId: PROVIDER });
  const reply = await walletDevice(emulator, PROVIDER).send('privy:wallet:create', { accessToken: auth.token });
  return { email, address: reply.data?.address as Hex };
}

/** Signed in to APP with the provider app's account of `email` (cross-app login through a fake popup). */
async function signedInWith(email: string) {
  const test = createTestCore(emulator, { appId: APP });
  await test.core.start();
  const login = createCrossAppLoginFlow(test.core, { redirectUrl: REDIRECT });
  const { popup, post } = fakePopup();
  emulator.oauth.approveNext({ provider: `privy:${PROVIDER}`, identity: { subject: 'any', email } });
  const settled = login.commands.initCrossAppLogin({ appId: PROVIDER });
  await until(() => popup.location.href.startsWith(emulator.url));
  const consent = await fetch(popup.location.href, { redirect: 'manual' });
  post(
    { type: 'foyer:oauth-return', returned: parseOAuthReturn(new URL(consent.headers.get('location') ?? '').search) },
    ORIGIN,
  );
  expect((await settled).status).toBe('done');
  vi.unstubAllGlobals();
  return test;
}

async function until(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Plays the provider app's transact page as a browser would show it: loads it (the server's checks),
 * reads the wallet it names, and signs with a device of the wallet's origin (recovered there first).
 */
async function transactPage(url: string) {
  const page = await fetch(url);
  const html = await page.text();
  const attribute = (name: string) =>
    html
      .match(new RegExp(`data-${name}="([^"]*)"`))?.[1]
      ?.replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&');
  const query = new URL(url).searchParams;
  const token = query.get('token') ?? '';
  const body = JSON.parse(query.get('request') ?? '{}') as CrossAppTransactRequest;
  const sign = async () => {
    const wallet = JSON.parse(attribute('wallet') ?? '{}') as Record<string, unknown>;
    const device = walletDevice(emulator, PROVIDER);
    const ref = { accessToken: token, entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };
    await device.send('privy:wallets:recover', ref);
    const reply = await device.send('privy:wallets:rpc', {
      ...ref,
      chainType: 'ethereum',
      hdWalletIndex: wallet.hdWalletIndex,
      request: body.content.request.request,
    });
    return (reply.data as { response: { data: Hex } }).response.data;
  };
  return { page, html, body, error: attribute('error'), sign };
}

async function request(timeoutMs?: number) {
  const { email, address } = await providerUser();
  const test = await signedInWith(email);
  const flow = createCrossAppRequestFlow(test.core, { redirectUrl: REDIRECT, ...(timeoutMs ? { timeoutMs } : {}) });
  const onComplete = vi.fn();
  const onError = vi.fn();
  flow.callbacks = { onComplete, onError };
  flow.start();
  return { ...test, flow, email, address, onComplete, onError };
}

const awaitingPage = (flow: ReturnType<typeof createCrossAppRequestFlow>) =>
  until(() => flow.getSnapshot().status === 'awaiting-provider');

describe('cross-app signing against the emulator', () => {
  it("signs a message with the provider app's wallet through its transact page: viem verifies it", async () => {
    const { flow, address, storage, requests, onComplete } = await request();
    // The cross-app login kept the provider app's access token.
    expect(storage.getItem(providerTokenKey(PROVIDER))).toMatch(/^ey/);
    const { popup, post } = fakePopup();
    const settled = flow.commands.signMessage('Hello from the requester', { address });
    await awaitingPage(flow);
    expect(flow.getSnapshot().providerApp).toMatchObject({ id: PROVIDER, name: 'Provider Wallet' });
    expect(requests.some((r) => r.path === `/api/v1/apps/${APP}/cross-app/connections`)).toBe(true);
    const page = await transactPage(popup.location.href);
    expect(page.page.status).toBe(200);
    expect(page.page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.body).toMatchObject({
      content: { request: { request: { method: 'personal_sign', params: ['Hello from the requester', address] } } },
      callbackUrl: ORIGIN,
    });
    expect(page.html).toContain('Hello from the requester');
    const signature = await page.sign();
    // A message from another origin is ignored; the provider's own is the answer.
    post({ type: 'PRIVY_CROSS_APP_ACTION_RESPONSE', result: '0xforged' }, 'https://evil.example');
    post({ type: 'PRIVY_CROSS_APP_ACTION_RESPONSE', result: signature }, new URL(emulator.url).origin);
    const done = await settled;
    expect(done).toMatchObject({ status: 'done', result: signature });
    expect(await verifyMessage({ address, message: 'Hello from the requester', signature })).toBe(true);
    expect(onComplete).toHaveBeenCalledWith(signature);
    expect(popup.close).toHaveBeenCalled();
  });

  it('without a provider token: the link flow runs first in the popup, renews the token, then the page signs in the same popup', async () => {
    const { flow, email, address, storage, requests } = await request();
    storage.removeItem(providerTokenKey(PROVIDER));
    const { popup, post } = fakePopup();
    emulator.oauth.approveNext({ provider: `privy:${PROVIDER}`, identity: { subject: 'any', email } });
    const settled = flow.commands.signMessage('After a link', { address });
    await until(() => flow.getSnapshot().status === 'linking' && popup.location.href.includes('/oauth/consent/'));
    const consent = await fetch(popup.location.href, { redirect: 'manual' });
    const returned = parseOAuthReturn(new URL(consent.headers.get('location') ?? '').search);
    post({ type: 'foyer:oauth-return', returned }, ORIGIN);
    await awaitingPage(flow);
    // The popup stayed open from the link to the transact page: a new one, opened without a click, is blocked.
    expect(popup.close).not.toHaveBeenCalled();
    expect(requests.some((r) => r.path === '/api/v1/oauth/link')).toBe(true);
    const token = storage.getItem(providerTokenKey(PROVIDER));
    expect(token).toMatch(/^ey/);
    expect(new URL(popup.location.href).searchParams.get('token')).toBe(token);
    const signature = await (await transactPage(popup.location.href)).sign();
    post({ type: 'PRIVY_CROSS_APP_ACTION_RESPONSE', result: signature }, new URL(emulator.url).origin);
    expect((await settled).result).toBe(signature);
    expect(popup.close).toHaveBeenCalledOnce();
    expect(await verifyMessage({ address, message: 'After a link', signature })).toBe(true);
  });

  it('signs typed data (bigints sent as hex)', async () => {
    const { flow, address } = await request();
    const { popup, post } = fakePopup();
    const typedData = {
      domain: { name: 'Foyer', version: '1', chainId: 31337 },
      types: {
        Mail: [
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail' as const,
      message: { contents: 'Hi', amount: 5n },
    };
    const settled = flow.commands.signTypedData(typedData, { address });
    await awaitingPage(flow);
    const page = await transactPage(popup.location.href);
    expect(page.body.content.request.request.params[1]).toMatchObject({ message: { amount: '0x5' } });
    const signature = await page.sign();
    post({ type: 'PRIVY_CROSS_APP_ACTION_RESPONSE', result: signature }, new URL(emulator.url).origin);
    expect((await settled).result).toBe(signature);
    expect(await verifyTypedData({ address, ...typedData, signature })).toBe(true);
  });

  it("the page's rejection, a closed popup, no answer in time: user_rejected_request, client_request_timeout", async () => {
    const { flow, address, onError } = await request(400);
    const first = fakePopup();
    const rejected = flow.commands.signMessage('no', { address });
    await awaitingPage(flow);
    first.post({ type: 'PRIVY_CROSS_APP_ACTION_ERROR', error: 'User rejected request' }, new URL(emulator.url).origin);
    expect((await rejected).error).toMatchObject({ code: ErrorCode.USER_REJECTED_REQUEST });
    expect(onError).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
    const second = fakePopup();
    const closed = flow.commands.signMessage('no', { address });
    await awaitingPage(flow);
    second.popup.closed = true;
    expect((await closed).error).toMatchObject({
      code: ErrorCode.USER_REJECTED_REQUEST,
      message: 'User rejected request',
    });
    vi.unstubAllGlobals();
    // Closed before the page came (the connections still loading): rejected, and no new window.
    const early = fakePopup();
    const closedEarly = flow.commands.signMessage('no', { address });
    early.popup.closed = true;
    expect((await closedEarly).error).toMatchObject({ code: ErrorCode.USER_REJECTED_REQUEST });
    expect(window.open).toHaveBeenCalledOnce();
    expect(early.popup.location.href).toBe('about:blank');
    vi.unstubAllGlobals();
    fakePopup();
    const late = await flow.commands.signMessage('no', { address });
    expect(late.error).toMatchObject({ code: ErrorCode.CLIENT_REQUEST_TIMEOUT, message: 'Request timeout' });
  });

  it('a read-only provider app: no provider token at login, and transacting is refused before any popup', async () => {
    emulator.seed({ apps: [{ id: APP, cross_app_connections: [{ provider_app_id: PROVIDER, read_only: true }] }] });
    const { flow, address, storage } = await request();
    expect(storage.getItem(providerTokenKey(PROVIDER))).toBeNull();
    const { popup } = fakePopup();
    const refused = await flow.commands.signMessage('hi', { address });
    expect(refused.error).toMatchObject({
      code: ErrorCode.CROSS_APP_READ_ONLY,
      message: 'Cannot transact against a read-only provider app',
    });
    expect(popup.close).toHaveBeenCalled();
  });

  it('a provider app the app is no longer connected to: Invalid connected app; the page refuses a foreign token', async () => {
    const { flow, address, storage } = await request();
    emulator.seed({ apps: [{ id: APP, cross_app_connections: [] }] });
    fakePopup();
    expect((await flow.commands.signMessage('hi', { address })).error?.code).toBe(ErrorCode.INVALID_CONNECTED_APP);
    const token = storage.getItem(providerTokenKey(PROVIDER)) ?? '';
    const body = JSON.stringify({
      content: { request: { request: { method: 'personal_sign', params: ['x', address] } } },
      timestamp: 0,
      callbackUrl: ORIGIN,
    });
    const page = (query: Record<string, string>) =>
      transactPage(`${emulator.url}/oauth/transact?${new URLSearchParams(query)}`);
    expect((await page({ token, request: body })).error).toBe('Invalid connected app');
    emulator.seed({ apps: [{ id: APP, cross_app_connections: null }] });
    expect((await page({ token: 'not-a-token', request: body })).page.status).toBe(401);
    const foreign = body.replace(ORIGIN, 'https://evil.example');
    expect((await page({ token, request: foreign })).page.status).toBe(400);
  });

  it("a logout forgets the provider app's token (a session there), whether or not a cross-app hook runs", async () => {
    const { core, storage } = await request();
    expect(storage.getItem(providerTokenKey(PROVIDER))).not.toBeNull();
    await core.session.logout();
    expect(storage.getItem(providerTokenKey(PROVIDER))).toBeNull();
  });

  it('a wallet no cross-app account holds is refused without a call, and no popup opens', async () => {
    const { flow, requests } = await request();
    const before = requests.length;
    const { popup } = fakePopup();
    const refused = await flow.commands.signMessage('hi', { address: '0x0000000000000000000000000000000000000001' });
    expect(refused.error?.code).toBe(ErrorCode.CROSS_APP_WALLET_NOT_FOUND);
    expect(requests.length).toBe(before);
    expect(window.open).not.toHaveBeenCalled();
    expect(popup.close).not.toHaveBeenCalled();
  });
});
