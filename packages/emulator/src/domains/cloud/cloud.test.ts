import { createHash } from 'node:crypto';
import { type CloudRecoveryProvider, ErrorCode, routeDomains } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { createSession } from '../../testing.ts';
import { DEFAULT_APP_ID } from '../apps/index.ts';
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

async function cloudToken(provider: CloudRecoveryProvider, token: string, account?: string) {
  const flow = await approved(provider, token, account);
  const res = await authenticate(token, {
    authorization_code: flow.code,
    state_code: flow.state,
    code_verifier: flow.verifier,
    provider,
  });
  expect(res.status).toBe(200);
  return res.data.access_token;
}

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

  it('keeps files per app: another app of the same account sees none', async () => {
    const ada = await user();
    await file('google-drive', 'backup.txt', await cloudToken('google-drive', ada.token), 'mine');
    emulator.seed({ apps: [{ id: 'foyer-cloud-other-app-0001' }] });
    expect(emulator.forApp('foyer-cloud-other-app-0001').cloud.files('google-drive', ada.email)).toEqual([]);
  });
});
