import { createHash } from 'node:crypto';
import { ErrorCode, routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulatorClient } from '../../contract/client.ts';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { createSession } from '../../testing.ts';
import { DEFAULT_APP_ID } from '../apps/index.ts';
import { OAUTH_CODE_TTL_MS } from './codes.ts';

const APP = 'foyer-oauth-app-000000001';
const REDIRECT = 'http://localhost:5173/login?from=test';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  // Seeding merges: every field a test below changes is set back here.
  emulator.seed({
    apps: [
      {
        id: APP,
        google_oauth: true,
        github_oauth: true,
        linkedin_oauth: true,
        allowed_domains: [],
        allowlist_enabled: false,
        allowlist: [],
        max_users: null,
      },
    ],
  });
});

let counter = 0;
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const pkce = () => {
  const verifier = `verifier-${++counter}-${'x'.repeat(40)}`;
  return { verifier, challenge: s256(verifier), state: `state-${counter}` };
};

async function init(provider: string, secrets = pkce(), extra: Record<string, string> = {}) {
  const res = await call(emulator, routes.oauth.init, {
    body: { provider, redirect_to: REDIRECT, state_code: secrets.state, code_challenge: secrets.challenge, ...extra },
    appId: APP,
  });
  return { res, ...secrets };
}

/** Follows the consent page's answer (scripted or posted): the return address's parameters. */
function returned(location: string | null) {
  const url = new URL(location ?? '');
  return {
    origin: `${url.origin}${url.pathname}`,
    from: url.searchParams.get('from'),
    code: url.searchParams.get('privy_oauth_code') ?? '',
    state: url.searchParams.get('privy_oauth_state') ?? '',
    provider: url.searchParams.get('privy_oauth_provider'),
  };
}

const consent = (url: string) => fetch(url, { redirect: 'manual' });
const post = (url: string, form: Record<string, string>) =>
  fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams(form) });

async function approved(
  provider: string,
  identity = { subject: `${provider}-${++counter}`, email: `p${counter}@example.com`, name: 'Pat', username: 'pat' },
) {
  const started = await init(provider);
  emulator.oauth.approveNext({ provider, identity });
  const page = await consent(started.res.data.url);
  expect(page.status).toBe(302);
  return { ...started, ...returned(page.headers.get('location')), identity };
}

const authenticate = (body: Record<string, unknown>, token?: string) =>
  call(emulator, routes.oauth.authenticate, { body, appId: APP, ...(token ? { token } : {}) });

describe('oauth init and the consent page', () => {
  it('answers with the emulator’s consent page of the provider, which renders escaped, with a strict CSP', async () => {
    const { res } = await init('google');
    expect(res.status).toBe(200);
    expect(res.data.url.startsWith(`${emulator.url}/oauth/consent/`)).toBe(true);
    const page = await fetch(res.data.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:5173");
    const html = await page.text();
    expect(html).toContain('<h1>Sign in with Google</h1>');
    expect(html).toContain('Continue as Ada Lovelace (ada@example.com)');
    for (const label of ['Deny', 'Simulate a suspended account', 'Simulate a provider rate limit'])
      expect(html).toContain(label);
  });

  it('refuses a provider the app has off, an unknown one, a bad challenge and a foreign redirect', async () => {
    expect((await init('discord')).res.error.code).toBe(ErrorCode.DISALLOWED_LOGIN_METHOD);
    expect((await init('myspace')).res.status).toBe(400);
    expect((await init('google', { ...pkce(), challenge: 'plain-verifier' })).res.error.code).toBe(
      ErrorCode.INVALID_DATA,
    );
    emulator.seed({ apps: [{ id: APP, google_oauth: true, allowed_domains: ['https://app.example.com'] }] });
    expect((await init('google')).res.error.code).toBe(ErrorCode.INVALID_DATA);
  });

  it('refuses an init without code_challenge (PKCE S256 is required): 400 invalid_pkce_parameters', async () => {
    const res = await call(emulator, routes.oauth.init, {
      body: { provider: 'google', redirect_to: REDIRECT, state_code: 'state-no-pkce' },
      appId: APP,
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({
      error: expect.stringContaining('code_challenge'),
      code: ErrorCode.INVALID_PKCE_PARAMETERS,
    });
    expect(emulator.exportState().domains.oauth.requests).toEqual([]);
  });

  it('with no allowed_domains, returns only to a loopback origin: another site is refused', async () => {
    const evil = await init('google', pkce(), { redirect_to: 'https://evil.example/login' });
    expect(evil.res).toMatchObject({ status: 400, error: { code: ErrorCode.INVALID_DATA } });
    expect((await init('google', pkce(), { redirect_to: 'http://127.0.0.1:3000/' })).res.status).toBe(200);
  });

  it('posting the page approves as the typed identity and returns to redirect_to with code, state and provider', async () => {
    const started = await init('github');
    const page = await post(started.res.data.url, {
      outcome: 'approve',
      subject: 'gh-typed',
      username: 'typed',
      email: 'typed@example.com',
      name: 'Typed',
    });
    expect(page.status).toBe(303);
    const back = returned(page.headers.get('location'));
    expect(back).toMatchObject({
      origin: 'http://localhost:5173/login',
      from: 'test',
      state: started.state,
      provider: 'github',
    });
    const res = await authenticate({
      authorization_code: back.code,
      state_code: back.state,
      code_verifier: started.verifier,
    });
    expect(res.status).toBe(200);
    expect(res.data.user?.linked_accounts).toEqual([
      expect.objectContaining({
        type: 'github_oauth',
        subject: 'gh-typed',
        username: 'typed',
        name: 'Typed',
        email: 'typed@example.com',
      }),
    ]);
  });

  it('a denial returns code "undefined"', async () => {
    const started = await init('google');
    const back = returned(
      (await post(started.res.data.url, { outcome: 'deny', subject: 'x' })).headers.get('location'),
    );
    expect(back).toMatchObject({ code: 'undefined', state: started.state });
  });

  it('an unknown or expired request has no page', async () => {
    expect((await fetch(`${emulator.url}/oauth/consent/oauth_nope`)).status).toBe(404);
    const { res } = await init('google');
    emulator.clock.advance(11 * 60_000);
    expect((await fetch(res.data.url)).status).toBe(404);
  });
});

describe('oauth authenticate', () => {
  it('signs a new user up with the provider’s profile fields and returns the provider’s tokens', async () => {
    const back = await approved('google');
    const res = await authenticate({
      authorization_code: back.code,
      state_code: back.state,
      code_verifier: back.verifier,
    });
    expect(res.status).toBe(200);
    expect(res.data.is_new_user).toBe(true);
    const [account] = res.data.user?.linked_accounts ?? [];
    expect(account).toMatchObject({
      type: 'google_oauth',
      subject: back.identity.subject,
      email: back.identity.email,
      name: 'Pat',
    });
    expect(account).not.toHaveProperty('username');
    // The provider's shape: one object (not a list).
    expect(res.data.oauth_tokens).toEqual({
      provider: 'google',
      access_token: expect.any(String),
      access_token_expires_in_seconds: 3600,
      refresh_token: expect.any(String),
      refresh_token_expires_in_seconds: 30 * 24 * 3600,
      scopes: expect.any(Array),
    });
  });

  it('logs the same subject in again, and fills only the fields of each provider’s shape', async () => {
    const identity = { subject: 'li-1', email: 'li@example.com', name: 'Lin', username: 'lin', vanity_name: 'lin-k' };
    const first = await approved('linkedin', identity);
    await authenticate({ authorization_code: first.code, state_code: first.state, code_verifier: first.verifier });
    const again = await approved('linkedin', identity);
    const res = await authenticate({
      authorization_code: again.code,
      state_code: again.state,
      code_verifier: again.verifier,
    });
    expect(res.data.is_new_user).toBe(false);
    expect(res.data.user?.linked_accounts[0]).toEqual(
      expect.objectContaining({
        type: 'linkedin_oauth',
        subject: 'li-1',
        email: 'li@example.com',
        name: 'Lin',
        vanity_name: 'lin-k',
      }),
    );
    expect(res.data.user?.linked_accounts[0]).not.toHaveProperty('username');
  });

  it('verifies PKCE S256: a wrong or missing verifier is refused, and the code is used up', async () => {
    const back = await approved('google');
    const wrong = await authenticate({
      authorization_code: back.code,
      state_code: back.state,
      code_verifier: `${back.verifier}x`,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error.code).toBe(ErrorCode.INVALID_PKCE_PARAMETERS);
    const retry = await authenticate({
      authorization_code: back.code,
      state_code: back.state,
      code_verifier: back.verifier,
    });
    expect(retry.error.code).toBe(ErrorCode.INVALID_CREDENTIALS);
    const other = await approved('google');
    const missing = await authenticate({ authorization_code: other.code, state_code: other.state });
    expect(missing.error.code).toBe(ErrorCode.INVALID_PKCE_PARAMETERS);
  });

  it('codes are single use, bound to their state, and expire', async () => {
    const back = await approved('google');
    const body = { authorization_code: back.code, state_code: back.state, code_verifier: back.verifier };
    expect((await authenticate(body)).status).toBe(200);
    expect((await authenticate(body)).error.code).toBe(ErrorCode.INVALID_CREDENTIALS);
    const tampered = await approved('google');
    expect(
      (await authenticate({ authorization_code: tampered.code, state_code: 'other', code_verifier: tampered.verifier }))
        .error.code,
    ).toBe(ErrorCode.OAUTH_STATE_MISMATCH);
    const late = await approved('google');
    emulator.clock.advance(OAUTH_CODE_TTL_MS + 1);
    expect(
      (await authenticate({ authorization_code: late.code, state_code: late.state, code_verifier: late.verifier }))
        .error.code,
    ).toBe(ErrorCode.INVALID_CREDENTIALS);
  });

  it('reports a suspended account and a provider rate limit from the consent', async () => {
    for (const [outcome, status, code, cause] of [
      ['suspended', 403, ErrorCode.OAUTH_ACCOUNT_SUSPENDED, undefined],
      ['rate-limited', 429, ErrorCode.TOO_MANY_REQUESTS, 'oauth_provider_rate_limited'],
    ] as const) {
      const started = await init('google');
      emulator.oauth.next({ provider: 'google', outcome });
      const back = returned((await consent(started.res.data.url)).headers.get('location'));
      const res = await authenticate({
        authorization_code: back.code,
        state_code: back.state,
        code_verifier: started.verifier,
      });
      expect(res.status).toBe(status);
      expect(res.error.code).toBe(code);
      expect(res.error.cause).toBe(cause);
    }
  });

  it('no-signup refuses a new subject; the allowlist and the user limit apply', async () => {
    const back = await approved('google');
    const res = await authenticate({
      authorization_code: back.code,
      state_code: back.state,
      code_verifier: back.verifier,
      mode: 'no-signup',
    });
    expect(res.error.code).toBe(ErrorCode.USER_DOES_NOT_EXIST);
    emulator.seed({
      apps: [{ id: APP, google_oauth: true, allowlist_enabled: true, allowlist: ['@invited.example'] }],
    });
    const outsider = await approved('google');
    expect(
      (
        await authenticate({
          authorization_code: outsider.code,
          state_code: outsider.state,
          code_verifier: outsider.verifier,
        })
      ).error.code,
    ).toBe(ErrorCode.ALLOWLIST_REJECTED);
    emulator.seed({ apps: [{ id: APP, google_oauth: true, allowlist_enabled: false, max_users: 0 }] });
    const over = await approved('google');
    expect(
      (await authenticate({ authorization_code: over.code, state_code: over.state, code_verifier: over.verifier }))
        .error.code,
    ).toBe(ErrorCode.USER_LIMIT_REACHED);
  });
});

describe('oauth link', () => {
  const user = () =>
    createSession(emulator, {
      app_id: APP,
      linked_accounts: [{ type: 'email', address: `l${++counter}@example.com` }],
    });

  it('links the provider’s account to the signed-in user, once per provider', async () => {
    const { token } = await user();
    const back = await approved('github');
    const res = await call(emulator, routes.oauth.link, {
      body: { authorization_code: back.code, state_code: back.state, code_verifier: back.verifier },
      appId: APP,
      token: token ?? '',
    });
    expect(res.status).toBe(200);
    expect(res.data.linked_accounts.map((a) => a.type)).toEqual(['email', 'github_oauth']);
    expect(res.data.oauth_tokens).toMatchObject({ provider: 'github', access_token: expect.any(String) });
    const second = await approved('github');
    const again = await call(emulator, routes.oauth.link, {
      body: { authorization_code: second.code, state_code: second.state, code_verifier: second.verifier },
      appId: APP,
      token: token ?? '',
    });
    expect(again.error.code).toBe(ErrorCode.CANNOT_LINK_MORE_OF_TYPE);
  });

  it('an account another user holds needs a transfer', async () => {
    const identity = { subject: 'held-1', email: 'held@example.com', name: 'Held', username: 'held' };
    const first = await approved('github', identity);
    await authenticate({ authorization_code: first.code, state_code: first.state, code_verifier: first.verifier });
    const { token } = await user();
    const back = await approved('github', identity);
    const res = await call(emulator, routes.oauth.link, {
      body: { authorization_code: back.code, state_code: back.state, code_verifier: back.verifier },
      appId: APP,
      token: token ?? '',
    });
    expect(res.error.code).toBe(ErrorCode.ACCOUNT_TRANSFER_REQUIRED);
    expect(res.error.data).toMatchObject({
      subject: 'held-1',
      otherUser: { oAuthUserInfo: { subject: 'held-1', username: 'held' } },
    });
  });
});

describe('scripted consents', () => {
  it('POST /__emulator/oauth/next queues a decision the next consent page applies at once', async () => {
    const started = await init('google');
    const queued = await fetch(`${emulator.url}/__emulator/oauth/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'google', outcome: 'deny' }),
    });
    expect(queued.status).toBe(200);
    expect(returned((await consent(started.res.data.url)).headers.get('location')).code).toBe('undefined');
    const bad = await fetch(`${emulator.url}/__emulator/oauth/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'maybe' }),
    });
    expect(bad.status).toBe(400);
  });

  it("a consent scripted for one app (forApp) is not taken by another app's consent", async () => {
    for (const other of [emulator.forApp(DEFAULT_APP_ID), createEmulatorClient(emulator.url).forApp(DEFAULT_APP_ID)]) {
      await other.oauth.next({ provider: 'google', outcome: 'deny' });
      const started = await init('google');
      expect((await consent(started.res.data.url)).status).toBe(200);
      await emulator.forApp(APP).oauth.next({ provider: 'google', outcome: 'deny' });
      expect(returned((await consent(started.res.data.url)).headers.get('location')).code).toBe('undefined');
      await other.reset();
    }
    const started = await init('google');
    expect((await consent(started.res.data.url)).status).toBe(200);
  });

  it('exports and imports the pending authorizations', async () => {
    const started = await init('google');
    const state = emulator.exportState();
    emulator.reset();
    await emulator.importState(state);
    expect((await fetch(started.res.data.url)).status).toBe(200);
  });
});
