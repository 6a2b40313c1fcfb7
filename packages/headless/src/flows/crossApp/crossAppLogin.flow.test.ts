import { createEmulator, type Emulator } from '@foyer/emulator';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore } from '../../../../../test/support/testCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { FlowIntent } from '../../core/flow/types.ts';
import { authenticatedAtom, userAtom } from '../../core/store/atoms.ts';
import { parseOAuthReturn } from '../oauth/oauthReturn.ts';
import { createCrossAppLoginFlow } from './crossAppLogin.flow.ts';

const APP = 'foyer-xapp-flow-app-00001';
const PROVIDER = 'foyer-xapp-provider-00001';
const REDIRECT = 'http://localhost:5173/';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({
    apps: [
      { id: APP, email_auth: true },
      { id: PROVIDER, name: 'Provider Wallet', icon_url: 'https://provider.example/icon.png', email_auth: true },
    ],
  });
});
afterEach(() => vi.unstubAllGlobals());

/** The page (this test runs in Node): a window that opens the fake popup and receives its messages. */
function fakePage(popup: object) {
  const page = Object.assign(new EventTarget(), {
    location: { origin: 'http://localhost:5173', href: REDIRECT },
    screenX: 0,
    screenY: 0,
    outerWidth: 1280,
    outerHeight: 800,
    open: vi.fn(() => popup),
  });
  vi.stubGlobal('window', page);
  return page;
}

/** A stand-in for the popup window: the test plays the provider app's page and the relay. */
function fakePopup() {
  const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn(() => (popup.closed = true)) };
  fakePage(popup);
  /** Follows the provider app's page (scripted) to its redirect and relays the return as the popup would. */
  const relay = async () => {
    const page = await fetch(popup.location.href, { redirect: 'manual' });
    const returned = parseOAuthReturn(new URL(page.headers.get('location') ?? '').search);
    // Node's MessageEvent takes no plain object as `source`: set it on the event as a browser would.
    const event = new MessageEvent('message', {
      data: { type: 'foyer:oauth-return', returned },
      origin: window.location.origin,
    });
    Object.defineProperty(event, 'source', { value: popup });
    window.dispatchEvent(event);
    return returned;
  };
  return { popup, relay };
}

async function setup<Intent extends FlowIntent = 'login'>(intent?: Intent, timeoutMs?: number) {
  const core = createTestCore(emulator, { appId: APP });
  await core.core.start();
  const flow = createCrossAppLoginFlow(core.core, {
    ...(intent ? { intent } : {}),
    redirectUrl: REDIRECT,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  const onComplete = vi.fn();
  const onError = vi.fn<(error: FoyerError) => void>();
  flow.callbacks = { onComplete, onError };
  flow.start();
  return { ...core, flow, onComplete, onError };
}

/** Resolves once the flow waits for the popup. */
const awaiting = (flow: { getSnapshot(): { status: string }; subscribe(listener: () => void): () => void }) =>
  new Promise<void>((resolve) => {
    if (flow.getSnapshot().status === 'awaiting-provider') return resolve();
    const unsubscribe = flow.subscribe(() => {
      if (flow.getSnapshot().status !== 'awaiting-provider') return;
      unsubscribe();
      resolve();
    });
  });

describe('cross-app login flow against the emulator', () => {
  it('login: provider details, the provider app page in the popup, the PKCE exchange, a cross_app account', async () => {
    const { core, flow, onComplete, requests } = await setup();
    const { popup, relay } = fakePopup();
    emulator.oauth.approveNext({
      provider: `privy:${PROVIDER}`,
      identity: { subject: 'x', email: 'grace@example.com' },
    });
    const settled = flow.commands.initCrossAppLogin({ appId: PROVIDER });
    await awaiting(flow);
    expect(flow.getSnapshot().providerApp).toEqual({
      id: PROVIDER,
      name: 'Provider Wallet',
      iconUrl: 'https://provider.example/icon.png',
    });
    expect(popup.location.href.startsWith(`${emulator.url}/oauth/consent/`)).toBe(true);
    await relay();
    const done = await settled;
    expect(done.status).toBe('done');
    expect(popup.close).toHaveBeenCalled();
    const init = requests.find((r) => r.path === '/api/v1/oauth/init')?.body as Record<string, string>;
    expect(init).toMatchObject({ provider: `privy:${PROVIDER}`, redirect_to: REDIRECT });
    expect(init.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const exchange = requests.find((r) => r.path === '/api/v1/oauth/authenticate')?.body as Record<string, string>;
    expect(exchange).toMatchObject({ provider: `privy:${PROVIDER}`, mode: 'login-or-sign-up' });
    expect(exchange.code_verifier).toHaveLength(48);
    const user = core.store.get(userAtom);
    const account = user?.linkedAccounts[0];
    // The subject is the user's id at the provider app (a user of that app, not of this one).
    expect(account).toMatchObject({
      type: 'cross_app',
      subject: expect.stringMatching(/^did:privy:/),
      providerAppId: PROVIDER,
      embeddedWallets: [],
      smartWallets: [],
    });
    expect(account && 'subject' in account ? account.subject : user?.id).not.toBe(user?.id);
    expect(core.store.get(authenticatedAtom)).toBe(true);
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({ intent: 'login', loginMethod: `privy:${PROVIDER}` }),
    );
  });

  it("the user closes the popup: 'User canceled flow' (exited_auth_flow), nothing exchanged", async () => {
    const { flow, onError, requests } = await setup();
    const { popup } = fakePopup();
    const settled = flow.commands.initCrossAppLogin({ appId: PROVIDER });
    await awaiting(flow);
    popup.closed = true;
    const failed = await settled;
    expect(failed.status).toBe('error');
    expect(failed.error).toMatchObject({ code: ErrorCode.USER_EXITED_AUTH_FLOW, message: 'User canceled flow' });
    expect(onError).toHaveBeenCalledOnce();
    expect(requests.some((r) => r.path === '/api/v1/oauth/authenticate')).toBe(false);
  });

  it('no answer within the timeout: client_request_timeout, the popup closed', async () => {
    const { flow } = await setup('login', 200);
    const { popup } = fakePopup();
    const failed = await flow.commands.initCrossAppLogin({ appId: PROVIDER });
    expect(failed.error?.code).toBe(ErrorCode.CLIENT_REQUEST_TIMEOUT);
    expect(popup.close).toHaveBeenCalled();
  });

  it('the user rejects at the provider app: oauth_user_denied, nothing exchanged', async () => {
    const { flow, requests } = await setup();
    const { relay } = fakePopup();
    emulator.oauth.next({ provider: `privy:${PROVIDER}`, outcome: 'deny' });
    const settled = flow.commands.initCrossAppLogin({ appId: PROVIDER });
    await awaiting(flow);
    expect((await relay())?.code).toBe('undefined');
    expect((await settled).error?.code).toBe(ErrorCode.OAUTH_USER_DENIED);
    expect(requests.some((r) => r.path === '/api/v1/oauth/authenticate')).toBe(false);
  });

  it('an unknown provider app: the init call is refused (invalid_data) and the popup closes', async () => {
    const { flow } = await setup();
    const { popup } = fakePopup();
    const failed = await flow.commands.initCrossAppLogin({ appId: 'foyer-no-such-app-0000001' });
    expect(failed.error?.code).toBe(ErrorCode.INVALID_DATA);
    expect(popup.close).toHaveBeenCalled();
  });

  it('link: adds the cross_app account to the signed-in user', async () => {
    const login = await setup();
    const first = fakePopup();
    emulator.oauth.approveNext({ provider: `privy:${PROVIDER}`, identity: { subject: 'x', email: 'a1@example.com' } });
    const loggedIn = login.flow.commands.initCrossAppLogin({ appId: PROVIDER });
    await awaiting(login.flow);
    await first.relay();
    expect((await loggedIn).status).toBe('done');
    vi.unstubAllGlobals();
    const link = createCrossAppLoginFlow(login.core, { intent: 'link', redirectUrl: REDIRECT });
    link.start();
    const second = fakePopup();
    // The same provider app again: one cross-app account per user, so linking it is refused up front.
    const refused = await link.commands.initCrossAppLogin({ appId: PROVIDER });
    expect(refused.status).toBe('error');
    expect(second.popup.close).toHaveBeenCalled();
  });
});
