import { createEmulator, type Emulator } from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore } from '../../../../../test/support/testCore.ts';
import type { OAuthProvider } from '../../core/api/wire.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import type { FlowIntent } from '../../core/flow/types.ts';
import { memoryStorage } from '../../core/storage.ts';
import { authenticatedAtom, recentLoginMethodAtom, userAtom } from '../../core/store/atoms.ts';
import { createOAuthLoginFlow } from './oauthLogin.flow.ts';
import { parseOAuthReturn } from './oauthReturn.ts';
import type { OAuthTokenGrant } from './oauthTokens.ts';

const APP = 'foyer-oauth-flow-app-0001';
const REDIRECT = 'http://localhost:5173/';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP, google_oauth: true, github_oauth: true, email_auth: true }] });
});

let counter = 0;
const identity = (label = 'user') => ({
  subject: `${label}-${process.pid}-${++counter}`,
  email: `${label}.${counter}@example.com`,
  name: `User ${counter}`,
  username: `${label}${counter}`,
});

/** A core and an OAuth flow whose redirect goes nowhere: the test follows the consent itself. */
async function setup<Intent extends FlowIntent = 'login'>(
  intent?: Intent,
  core = createTestCore(emulator, { appId: APP }),
) {
  await core.core.start();
  const pending = memoryStorage();
  const navigated: string[] = [];
  const flow = createOAuthLoginFlow(core.core, {
    ...(intent ? { intent } : {}),
    redirectUrl: REDIRECT,
    navigate: (url) => navigated.push(url),
    pendingStorage: pending,
  });
  const onComplete = vi.fn();
  const onError = vi.fn<(error: FoyerError) => void>();
  const onOAuthTokenGrant = vi.fn<(grant: OAuthTokenGrant) => void>();
  flow.callbacks = { onComplete, onError, onOAuthTokenGrant };
  flow.start();
  /** Visits the consent page the flow navigated to (scripted or not) and reads the return. */
  const consent = async () => {
    const page = await fetch(navigated.at(-1) ?? '', { redirect: 'manual' });
    const location = page.headers.get('location') ?? '';
    return parseOAuthReturn(new URL(location).search);
  };
  return { ...core, flow, pending, navigated, consent, onComplete, onError, onOAuthTokenGrant };
}

async function loginWith(provider: OAuthProvider, who = identity()) {
  const run = await setup();
  await run.flow.commands.initOAuth({ provider });
  emulator.oauth.approveNext({ provider, identity: who });
  await run.flow.commands.completeRedirect(await run.consent());
  return run;
}

describe('OAuth login flow against the emulator', () => {
  it('redirect login: initial → starting → awaiting-provider, then on return authenticating → done', async () => {
    const { core, flow, navigated, pending, consent, onComplete, onOAuthTokenGrant, requests } = await setup();
    const seen: string[] = [flow.getSnapshot().status];
    const unsubscribe = flow.subscribe(() => seen.push(flow.getSnapshot().status));
    await flow.commands.initOAuth({ provider: 'google' });
    expect(flow.getSnapshot()).toMatchObject({ status: 'awaiting-provider', provider: 'google', popup: false });
    expect(navigated).toHaveLength(1);
    expect(navigated[0]?.startsWith(`${emulator.url}/oauth/consent/`)).toBe(true);
    const init = requests.find((r) => r.path === '/api/v1/oauth/init')?.body as Record<string, string>;
    expect(init).toMatchObject({ provider: 'google', redirect_to: REDIRECT });
    expect(init.state_code).toHaveLength(48);
    expect(init.code_challenge).toHaveLength(43);
    const stored = JSON.parse(pending.getItem(`foyer:oauth:${APP}`) ?? '{}');
    expect(stored).toMatchObject({ provider: 'google', intent: 'login', stateCode: init.state_code });
    expect(stored.codeVerifier).toHaveLength(48);

    const who = identity('ada');
    emulator.oauth.approveNext({ provider: 'google', identity: who });
    const returned = await consent();
    expect(returned).toMatchObject({ state: init.state_code, provider: 'google' });
    const settled = await flow.commands.completeRedirect(returned);
    unsubscribe();
    expect(seen).toEqual(['initial', 'starting', 'awaiting-provider', 'authenticating', 'done']);
    expect(settled).toMatchObject({
      status: 'done',
      result: { intent: 'login', isNewUser: true, loginMethod: 'google' },
    });
    expect(settled.result?.intent === 'login' && settled.result.loginAccount).toMatchObject({
      type: 'google_oauth',
      subject: who.subject,
      email: who.email,
      name: who.name,
    });
    const exchange = requests.find((r) => r.path === '/api/v1/oauth/authenticate')?.body;
    expect(exchange).toEqual({
      authorization_code: returned?.code,
      state_code: init.state_code,
      code_verifier: stored.codeVerifier,
      mode: 'login-or-sign-up',
    });
    expect(core.store.get(authenticatedAtom)).toBe(true);
    expect(core.store.get(recentLoginMethodAtom)).toBe('google');
    expect(onComplete).toHaveBeenCalledOnce();
    expect(onOAuthTokenGrant).toHaveBeenCalledWith({
      oAuthTokens: expect.objectContaining({
        provider: 'google',
        accessToken: expect.any(String),
        scopes: expect.any(Array),
      }),
      user: core.store.get(userAtom),
    });
    expect(pending.getItem(`foyer:oauth:${APP}`)).toBeNull(); // markers cleared after success
  });

  it('a returning subject logs in again, not signed up', async () => {
    const who = identity('again');
    await loginWith('github', who);
    const { flow } = await loginWith('github', who);
    expect(flow.getSnapshot()).toMatchObject({ status: 'done', result: { isNewUser: false } });
  });

  it('a tampered state is refused before any exchange, and the markers stay', async () => {
    const { flow, consent, onError, requests, pending } = await setup();
    await flow.commands.initOAuth({ provider: 'google' });
    emulator.oauth.approveNext({ provider: 'google', identity: identity() });
    const returned = await consent();
    const settled = await flow.commands.completeRedirect({
      ...(returned as NonNullable<typeof returned>),
      state: 'tampered',
    });
    expect(settled.error?.code).toBe(ErrorCode.OAUTH_STATE_MISMATCH);
    expect(onError).toHaveBeenCalledOnce();
    expect(requests.some((r) => r.path === '/api/v1/oauth/authenticate')).toBe(false);
    expect(pending.getItem(`foyer:oauth:${APP}`)).not.toBeNull();
  });

  it('a denied consent (code "undefined") ends in OAUTH_USER_DENIED', async () => {
    const { flow, consent } = await setup();
    await flow.commands.initOAuth({ provider: 'google' });
    emulator.oauth.next({ provider: 'google', outcome: 'deny' });
    const settled = await flow.commands.completeRedirect(await consent());
    expect(settled.error?.code).toBe(ErrorCode.OAUTH_USER_DENIED);
  });

  it('a return this tab did not start (no verifier) is an authentication error', async () => {
    const starter = await setup();
    await starter.flow.commands.initOAuth({ provider: 'google' });
    emulator.oauth.approveNext({ provider: 'google', identity: identity() });
    const returned = await starter.consent();
    const other = await setup();
    const settled = await other.flow.commands.completeRedirect(returned);
    expect(settled.error?.code).toBe(ErrorCode.INVALID_PKCE_PARAMETERS);
  });

  it('a suspended account and a provider rate limit come back from the exchange', async () => {
    for (const [outcome, code] of [
      ['suspended', ErrorCode.OAUTH_ACCOUNT_SUSPENDED],
      ['rate-limited', ErrorCode.TOO_MANY_REQUESTS],
    ] as const) {
      const { flow, consent } = await setup();
      await flow.commands.initOAuth({ provider: 'google' });
      emulator.oauth.next({ provider: 'google', outcome });
      const settled = await flow.commands.completeRedirect(await consent());
      expect(settled).toMatchObject({ status: 'error', provider: 'google' });
      expect(settled.error?.code).toBe(code);
    }
  });

  it('disableSignup sends no-signup: a new subject does not exist', async () => {
    const { flow, consent } = await setup();
    await flow.commands.initOAuth({ provider: 'google', disableSignup: true });
    emulator.oauth.approveNext({ provider: 'google', identity: identity() });
    const settled = await flow.commands.completeRedirect(await consent());
    expect(settled.error?.code).toBe(ErrorCode.USER_DOES_NOT_EXIST);
  });

  it('a provider the app has off fails at init', async () => {
    const { flow, navigated } = await setup();
    const settled = await flow.commands.initOAuth({ provider: 'discord' });
    expect(settled.error?.code).toBe(ErrorCode.DISALLOWED_LOGIN_METHOD);
    expect(navigated).toEqual([]);
  });

  it('link: adds the provider’s account to the signed-in user; a second one of the type is refused', async () => {
    const { core } = await loginWith('google');
    const link = await setup('link', { ...createTestCore(emulator, { appId: APP }), core } as never);
    await link.flow.commands.initOAuth({ provider: 'github' });
    const who = identity('gh');
    emulator.oauth.approveNext({ provider: 'github', identity: who });
    const settled = await link.flow.commands.completeRedirect(await link.consent());
    expect(settled).toMatchObject({ status: 'done', result: { intent: 'link', linkMethod: 'github' } });
    expect(settled.result?.intent === 'link' && settled.result.linkedAccount).toMatchObject({
      type: 'github_oauth',
      subject: who.subject,
      username: who.username,
    });
    expect(core.store.get(userAtom)?.github?.subject).toBe(who.subject);
    expect(link.onOAuthTokenGrant).toHaveBeenCalledOnce();
    const again = await link.flow.commands.initOAuth({ provider: 'github' });
    expect(again.error?.code).toBe(ErrorCode.CANNOT_LINK_MORE_OF_TYPE);
  });
});
