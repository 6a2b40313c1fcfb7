import { createHash } from 'node:crypto';
import { type CloudRecoveryProvider, ErrorCode, routeDomains } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulatorClient } from '../../contract/client.ts';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { cloudAccessToken } from '../../test/cloud.ts';
import { call } from '../../test/support.ts';
import { createSession } from '../../testing.ts';
import { DEFAULT_APP_ID } from '../apps/index.ts';
import { OAUTH_CODE_TTL_MS } from '../oauth/index.ts';
import { CLOUD_TOKEN_TTL_MS } from './access.ts';
import { cloudFileRequest, MAX_CLOUD_FILE_BYTES } from './paths.ts';

const routes = routeDomains.recovery;
const REDIRECT = 'http://localhost:5173/wallet?from=test';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

let counter = 0;
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const pkce = () => {
  const verifier = `verifier-${++counter}-${'x'.repeat(40)}`;
  return { verifier, challenge: s256(verifier), state: `state-${counter}` };
};

async function user(email = `ada${++counter}@example.com`) {
  const { token, user } = await createSession(emulator, { email });
  return { token: token as string, id: user?.id as string, email };
}

async function init(provider: CloudRecoveryProvider, token: string, secrets = pkce(), body: object = {}) {
  const common = { redirect_to: REDIRECT, state_code: secrets.state, code_challenge: secrets.challenge, ...body };
  const res =
    provider === 'icloud'
      ? await call(emulator, routes.initIcloud, { body: { client_type: 'web', ...common }, token })
      : await call(emulator, routes.init, { body: common, token });
  return { res, ...secrets };
}

/** The consent page's answer: the return address's parameters. */
function returned(location: string | null) {
  const url = new URL(location ?? '');
  return {
    at: `${url.origin}${url.pathname}`,
    from: url.searchParams.get('from'),
    code: url.searchParams.get('privy_oauth_code') ?? '',
    state: url.searchParams.get('privy_oauth_state') ?? '',
    provider: url.searchParams.get('privy_oauth_provider'),
  };
}

const open = (url: string) => fetch(url, { redirect: 'manual' });
const post = (url: string, form: Record<string, string>) =>
  fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams(form) });

/** Through a scripted consent: the code and the secrets to redeem it. */
async function approved(provider: CloudRecoveryProvider, token: string, account?: string) {
  const started = await init(provider, token);
  emulator.cloud.next(account === undefined ? { provider } : { provider, account });
  const page = await open(started.res.data.url);
  expect(page.status).toBe(302);
  return { ...started, ...returned(page.headers.get('location')) };
}

const authenticate = (token: string, body: Record<string, unknown>) =>
  call(emulator, routes.authenticate, { body, token });

const cloudToken = (provider: CloudRecoveryProvider, token: string, account?: string) =>
  cloudAccessToken(emulator, provider, token, account);

/** The file API as the wallet iframe calls it: on the emulator's origin, with its `Origin`. */
function file(
  provider: CloudRecoveryProvider,
  name: string,
  accessToken: string,
  text?: string,
  origin = emulator.url,
) {
  const { url, init } = cloudFileRequest(provider, name, accessToken, text);
  return fetch(`${emulator.url}${url}`, { ...init, headers: { ...(init.headers as object), origin } });
}

describe('the file store', () => {
  it('keeps a file per account: put, overwrite, get back as text', async () => {
    const ada = await user();
    const access = await cloudToken('google-drive', ada.token);
    const saved = await file('google-drive', 'recovery-1.txt', access, 'first');
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ file_id: 'recovery-1.txt' });
    await file('google-drive', 'recovery-1.txt', access, 'sécret ✓');
    const read = await file('google-drive', 'recovery-1.txt', access);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await read.text()).toBe('sécret ✓');
    expect(emulator.cloud.files('google-drive', ada.email)).toEqual(['recovery-1.txt']);
    expect(emulator.forApp(DEFAULT_APP_ID).cloud.files('google-drive', ada.email)).toEqual(['recovery-1.txt']);
    expect(emulator.cloud.files('icloud', ada.email)).toEqual([]);
  });

  it("answers 404 for a file of another account, and the other account's own file stays apart", async () => {
    const ada = await user();
    const mine = await cloudToken('google-drive', ada.token);
    const other = await cloudToken('google-drive', ada.token, 'someone.else@example.com');
    await file('google-drive', 'backup.txt', mine, 'mine');
    const missing = await file('google-drive', 'backup.txt', other);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'No such file in this account' });
    expect(emulator.cloud.files('google-drive', 'someone.else@example.com')).toEqual([]);
  });

  it('answers 401 without a token, with an unknown one, an expired one, or one of the other provider', async () => {
    const ada = await user();
    const drive = await cloudToken('google-drive', ada.token);
    await file('google-drive', 'backup.txt', drive, 'mine');
    const icloud = await cloudToken('icloud', ada.token);
    const bare = await fetch(`${emulator.url}/cloud/google-drive/files/backup.txt`, {
      headers: { origin: emulator.url },
    });
    expect(bare.status).toBe(401);
    expect((await file('google-drive', 'backup.txt', 'google-drive-not-a-token')).status).toBe(401);
    expect((await file('google-drive', 'backup.txt', icloud)).status).toBe(401);
    expect((await file('google-drive', 'backup.txt', ada.token)).status).toBe(401); // a login token opens no files
    emulator.clock.advance(CLOUD_TOKEN_TTL_MS);
    const expired = await file('google-drive', 'backup.txt', drive);
    expect(expired.status).toBe(401);
    expect((await expired.json()).code).toBe(ErrorCode.MISSING_OR_INVALID_TOKEN);
  });

  it('refuses a file over 4 KB with 413 and keeps the old one', async () => {
    const access = await cloudToken('icloud', (await user()).token);
    await file('icloud', 'backup.txt', access, 'old');
    expect((await file('icloud', 'backup.txt', access, 'x'.repeat(MAX_CLOUD_FILE_BYTES))).status).toBe(200);
    const large = await file('icloud', 'backup.txt', access, 'é'.repeat(MAX_CLOUD_FILE_BYTES / 2 + 1));
    expect(large.status).toBe(413);
    expect((await (await file('icloud', 'backup.txt', access)).text()).length).toBe(MAX_CLOUD_FILE_BYTES);
  });

  it("answers only the emulator's own origin, without opening CORS to apps", async () => {
    const access = await cloudToken('google-drive', (await user()).token);
    const fromApp = await file('google-drive', 'backup.txt', access, 'text', 'http://localhost:5173');
    expect(fromApp.status).toBe(403);
    expect(fromApp.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${emulator.url}/cloud/google-drive/files/backup.txt`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(emulator.cloud.files('google-drive', (await user()).email)).toEqual([]);
  });

  it('reads a file a browser fetched from the same origin (no Origin on a GET, Sec-Fetch-Site says so); not from another site', async () => {
    const access = await cloudToken('google-drive', (await user()).token);
    await file('google-drive', 'backup.txt', access, 'kept');
    const { url, init } = cloudFileRequest('google-drive', 'backup.txt', access);
    const read = (site: string) =>
      fetch(`${emulator.url}${url}`, { ...init, headers: { ...(init.headers as object), 'sec-fetch-site': site } });
    const same = await read('same-origin');
    expect([same.status, await same.text()]).toEqual([200, 'kept']);
    expect((await read('cross-site')).status).toBe(403);
  });

  it('keeps files per app: another app of the same account sees none', async () => {
    const ada = await user();
    await file('google-drive', 'backup.txt', await cloudToken('google-drive', ada.token), 'mine');
    emulator.seed({ apps: [{ id: 'foyer-cloud-other-app-0001' }] });
    expect(emulator.forApp('foyer-cloud-other-app-0001').cloud.files('google-drive', ada.email)).toEqual([]);
  });
});

describe('init', () => {
  it("answers the stand-in's consent page on the emulator's origin, for Drive and iCloud", async () => {
    const { token } = await user();
    for (const provider of ['google-drive', 'icloud'] as const) {
      const { res } = await init(provider, token);
      expect(res.status).toBe(200);
      expect(res.data.url).toMatch(new RegExp(`^${emulator.url}/cloud/consent/cloud_`));
    }
  });

  it('refuses a request without code_challenge, without state, with a redirect off the app, or without a user', async () => {
    const { token } = await user();
    const noChallenge = await call(emulator, routes.init, {
      body: { redirect_to: REDIRECT, state_code: 'state' },
      token,
    });
    expect(noChallenge.status).toBe(400);
    expect(noChallenge.error.code).toBe(ErrorCode.INVALID_PKCE_PARAMETERS);
    const plain = await init('google-drive', token, { ...pkce(), challenge: 'not-s256' });
    expect(plain.res.status).toBe(400);
    const noState = await call(emulator, routes.initIcloud, {
      body: { client_type: 'web', redirect_to: REDIRECT, code_challenge: pkce().challenge },
      token,
    });
    expect(noState.status).toBe(400);
    expect(noState.error.code).toBe(ErrorCode.INVALID_DATA);
    const elsewhere = await init('icloud', token, pkce(), { redirect_to: 'https://evil.example/steal' });
    expect(elsewhere.res.status).toBe(400);
    expect(elsewhere.res.error.error).toBe('`redirect_to` is not an allowed origin of this app');
    const anonymous = await call(emulator, routes.init, {
      body: { redirect_to: REDIRECT, state_code: 'state', code_challenge: pkce().challenge },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('the consent page', () => {
  it("is labelled as the emulator's stand-in, offers the user's e-mail, runs no script, and escapes", async () => {
    const ada = await user('ada&co@example.com');
    const { res } = await init('icloud', ada.token);
    const page = await open(res.data.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none';/);
    const html = await page.text();
    expect(html).toContain('<h1>Apple iCloud</h1>');
    expect(html).toContain('Foyer emulator: a stand-in for Apple iCloud, not the real one.');
    expect(html).toContain('value="ada&amp;co@example.com"');
    expect(html).not.toContain('<script');
  });

  it('approves as the typed account: the popup goes back with code, state and provider', async () => {
    const ada = await user();
    const started = await init('google-drive', ada.token);
    const answer = await post(started.res.data.url, { outcome: 'approve', account: 'Other@Example.com' });
    expect(answer.status).toBe(303);
    const back = returned(answer.headers.get('location'));
    expect(back).toMatchObject({ at: 'http://localhost:5173/wallet', from: 'test', state: started.state });
    expect(back.provider).toBe('google-drive');
    const res = await authenticate(ada.token, {
      authorization_code: back.code,
      state_code: started.state,
      code_verifier: started.verifier,
      provider: 'google-drive',
    });
    await file('google-drive', 'backup.txt', res.data.access_token, 'theirs');
    expect(emulator.cloud.files('google-drive', 'other@example.com')).toEqual(['backup.txt']);
    expect(emulator.cloud.files('google-drive', ada.email)).toEqual([]);
    expect((await open(started.res.data.url)).status).toBe(404); // the request is over
  });

  it("denies: code 'undefined', as login's denial", async () => {
    const ada = await user();
    const started = await init('icloud', ada.token);
    const back = returned((await post(started.res.data.url, { outcome: 'deny' })).headers.get('location'));
    expect(back).toMatchObject({ code: 'undefined', state: started.state, provider: 'icloud' });
    const scripted = await init('icloud', ada.token);
    emulator.cloud.next({ outcome: 'deny' });
    expect(returned((await open(scripted.res.data.url)).headers.get('location')).code).toBe('undefined');
  });

  it('refuses an account that is not an e-mail address, and an unknown request', async () => {
    const started = await init('google-drive', (await user()).token);
    const bad = await post(started.res.data.url, { outcome: 'approve', account: 'nobody' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe('A cloud account is an e-mail address');
    expect((await open(`${emulator.url}/cloud/consent/cloud_unknown`)).status).toBe(404);
    expect(() => emulator.cloud.next({ account: 'nobody' })).toThrow('A cloud account is an e-mail address');
  });
});

describe('authenticate', () => {
  async function redeem(token: string, flow: Awaited<ReturnType<typeof approved>>, change: object = {}) {
    return authenticate(token, {
      authorization_code: flow.code,
      state_code: flow.state,
      code_verifier: flow.verifier,
      provider: 'google-drive',
      ...change,
    });
  }

  it('refuses a wrong verifier, and the code is then used up', async () => {
    const ada = await user();
    const flow = await approved('google-drive', ada.token);
    const wrong = await redeem(ada.token, flow, { code_verifier: pkce().verifier });
    expect(wrong.status).toBe(400);
    expect(wrong.error.code).toBe(ErrorCode.INVALID_PKCE_PARAMETERS);
    expect((await redeem(ada.token, flow)).error.code).toBe(ErrorCode.INVALID_CREDENTIALS);
  });

  it('refuses a reused code, an expired one, another state, another provider and another user', async () => {
    const ada = await user();
    const flow = await approved('google-drive', ada.token);
    expect((await redeem(ada.token, flow)).status).toBe(200);
    expect((await redeem(ada.token, flow)).error.code).toBe(ErrorCode.INVALID_CREDENTIALS);

    const late = await approved('google-drive', ada.token);
    emulator.clock.advance(OAUTH_CODE_TTL_MS);
    expect((await redeem(ada.token, late)).error.code).toBe(ErrorCode.INVALID_CREDENTIALS);

    const state = await approved('google-drive', ada.token);
    expect((await redeem(ada.token, state, { state_code: 'another' })).error.code).toBe(ErrorCode.OAUTH_STATE_MISMATCH);
    const icloud = await approved('icloud', ada.token);
    expect((await redeem(ada.token, icloud)).error.code).toBe(ErrorCode.INVALID_CREDENTIALS);

    const adas = await approved('google-drive', ada.token);
    const grace = await user();
    expect((await redeem(grace.token, adas)).error.code).toBe(ErrorCode.INVALID_CREDENTIALS);
    expect((await redeem(ada.token, adas)).status).toBe(200); // another user's attempt does not spend it
  });
});

describe('state', () => {
  it('exports and imports the files and tokens; reset empties them', async () => {
    const ada = await user();
    const access = await cloudToken('icloud', ada.token);
    await file('icloud', 'backup.txt', access, 'kept');
    const state = emulator.exportState();
    emulator.reset();
    expect(emulator.cloud.files('icloud', ada.email)).toEqual([]);
    expect((await file('icloud', 'backup.txt', access)).status).toBe(401);
    await emulator.importState(state);
    expect(emulator.cloud.files('icloud', ada.email)).toEqual(['backup.txt']);
    expect(await (await file('icloud', 'backup.txt', access)).text()).toBe('kept');
    emulator.forApp(DEFAULT_APP_ID).reset();
    expect(emulator.cloud.files('icloud', ada.email)).toEqual([]);
  });
});

describe('developer endpoints and page', () => {
  it('scripts a consent as another account and lists its files over HTTP, per app', async () => {
    const client = createEmulatorClient(emulator.url);
    const ada = await user();
    const started = await init('google-drive', ada.token);
    await client.forApp(DEFAULT_APP_ID).cloud.next({ provider: 'google-drive', account: 'mismatch@example.com' });
    const back = returned((await open(started.res.data.url)).headers.get('location'));
    const res = await authenticate(ada.token, {
      authorization_code: back.code,
      state_code: started.state,
      code_verifier: started.verifier,
      provider: 'google-drive',
    });
    await file('google-drive', 'b.txt', res.data.access_token, 'b');
    await file('google-drive', 'a.txt', res.data.access_token, 'a');
    expect(await client.cloud.files('google-drive', 'Mismatch@example.com')).toEqual(['a.txt', 'b.txt']);
    expect(
      await client.forApp('foyer-cloud-other-app-0001').cloud.files('google-drive', 'mismatch@example.com'),
    ).toEqual([]);
    await expect(client.cloud.files('dropbox' as CloudRecoveryProvider, ada.email)).rejects.toMatchObject({
      status: 400,
    });
  });

  it("lists accounts and file names in 'Cloud backups', never the contents", async () => {
    const ada = await user();
    await file('icloud', 'wallet-backup.txt', await cloudToken('icloud', ada.token), 'the-secret-share');
    const page = await (await fetch(`${emulator.url}/__emulator`)).text();
    const section = page.slice(page.indexOf('<h2>Cloud backups</h2>'), page.indexOf('<h2>Apps</h2>'));
    expect(section).toContain(`<td>${ada.email}</td>`);
    expect(section).toContain('<td>wallet-backup.txt</td>');
    expect(page).not.toContain('the-secret-share');
  });
});
