import { createHash } from 'node:crypto';
import { CROSS_APP_TRANSACT_PATH, ErrorCode, routeDomains as routes } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { call } from '../../test/support.ts';
import { walletDevice } from '../../test/walletDevice.ts';
import { loginWithEmail } from '../../testing.ts';
import { CROSS_APP_TRANSACT_SCRIPT_PATH } from '../wallets/index.ts';

const APP = 'foyer-xapp-conn-app-00001';
const PROVIDER = 'foyer-xapp-conn-prov-0001';
const OTHER = 'foyer-xapp-conn-other-001';
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
      { id: APP, cross_app_connections: null },
      { id: PROVIDER, name: 'Provider Wallet', icon_url: 'https://provider.example/icon.png' },
      { id: OTHER, name: 'Other' },
    ],
  });
});

const connections = async () =>
  (await call(emulator, routes.crossApp.connections, { params: { app_id: APP }, appId: APP })).data.connections;

/** A cross-app login of APP with PROVIDER's user of `email`, over HTTP: the exchange's answer. */
async function crossAppLogin(email: string) {
  const verifier = `verifier-${'x'.repeat(43)}`;
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const init = await call(emulator, routes.oauth.init, {
    body: { provider: `privy:${PROVIDER}`, redirect_to: REDIRECT, state_code: 'state-1', code_challenge: challenge },
    appId: APP,
  });
  emulator.oauth.approveNext({ provider: `privy:${PROVIDER}`, identity: { subject: 'any', email } });
  const consent = await fetch(init.data.url, { redirect: 'manual' });
  const code = new URL(consent.headers.get('location') ?? '').searchParams.get('privy_oauth_code') ?? '';
  return call(emulator, routes.oauth.authenticate, {
    body: { authorization_code: code, state_code: 'state-1', code_verifier: verifier, provider: `privy:${PROVIDER}` },
    appId: APP,
  });
}

describe('cross-app connections and provider tokens (reference §5.13)', () => {
  it('lists every other app by default, or the seeded ones with read_only (unknown ones dropped)', async () => {
    const all = await connections();
    expect(all.map((connection) => connection.provider_app_id)).toEqual(expect.arrayContaining([PROVIDER, OTHER]));
    expect(all.some((connection) => connection.provider_app_id === APP)).toBe(false);
    expect(all.find((connection) => connection.provider_app_id === PROVIDER)).toEqual({
      provider_app_id: PROVIDER,
      provider_app_name: 'Provider Wallet',
      provider_app_icon_url: 'https://provider.example/icon.png',
      provider_app_custom_api_url: null,
      read_only: false,
    });
    emulator.seed({
      apps: [
        {
          id: APP,
          cross_app_connections: [{ provider_app_id: PROVIDER, read_only: true }, { provider_app_id: 'gone' }],
        },
      ],
    });
    expect(await connections()).toEqual([expect.objectContaining({ provider_app_id: PROVIDER, read_only: true })]);
    // Not connected: a cross-app login with OTHER is refused.
    const refused = await call(emulator, routes.oauth.init, {
      body: { provider: `privy:${OTHER}`, redirect_to: REDIRECT, code_challenge: 'c'.repeat(43) },
      appId: APP,
    });
    expect(refused.error.code).toBe(ErrorCode.INVALID_DATA);
  });

  it("a cross-app login returns the provider app's access token (a session of the user there); none when read-only", async () => {
    const answer = await crossAppLogin('grace@example.com');
    const tokens = answer.data.oauth_tokens;
    expect(tokens).toMatchObject({ provider: `privy:${PROVIDER}`, access_token: expect.stringMatching(/^ey/) });
    const me = await call(emulator, routes.users.me, { appId: PROVIDER, token: tokens?.access_token ?? '' });
    expect(me.status).toBe(200);
    expect(me.data.user.linked_accounts).toEqual([
      expect.objectContaining({ type: 'email', address: 'grace@example.com' }),
    ]);
    // The grant survives an export and an import of the state.
    const state = emulator.exportState();
    await emulator.importState(state);
    const page = await fetch(
      `${emulator.url}${CROSS_APP_TRANSACT_PATH}?${new URLSearchParams({
        token: tokens?.access_token ?? '',
        request: JSON.stringify({
          content: {
            request: {
              request: { method: 'personal_sign', params: ['hi', '0x0000000000000000000000000000000000000001'] },
            },
          },
          timestamp: 0,
          callbackUrl: 'http://localhost:5173',
        }),
      })}`,
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-error="Cannot request a signature with this wallet address"');
    emulator.seed({ apps: [{ id: APP, cross_app_connections: [{ provider_app_id: PROVIDER, read_only: true }] }] });
    expect((await crossAppLogin('ada@example.com')).data.oauth_tokens).toBeUndefined();
  });

  it('the transact page: escaped, a strict CSP, buttons off until its script (served, bundled) runs', async () => {
    const auth = await loginWithEmail(emulator, 'lin@example.com', { appId: PROVIDER });
    const created = await walletDevice(emulator, PROVIDER).send('privy:wallet:create', { accessToken: auth.token });
    const address = created.data?.address as string;
    const tokens = (await crossAppLogin('lin@example.com')).data.oauth_tokens;
    const message = '<script>alert(1)</script> & "quotes"';
    const page = await fetch(
      `${emulator.url}${CROSS_APP_TRANSACT_PATH}?${new URLSearchParams({
        token: tokens?.access_token ?? '',
        request: JSON.stringify({
          content: { request: { request: { method: 'personal_sign', params: [message, address] } } },
          timestamp: 0,
          callbackUrl: 'http://localhost:5173/some/path',
        }),
      })}`,
    );
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(html).toContain('data-callback-origin="http://localhost:5173"');
    expect(html).toContain('<button type="button" id="approve" class="primary" disabled>Approve</button>');
    expect(html).toContain(`<script src="${CROSS_APP_TRANSACT_SCRIPT_PATH}" defer></script>`);
    const script = await fetch(`${emulator.url}${CROSS_APP_TRANSACT_SCRIPT_PATH}`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('PRIVY_CROSS_APP_ACTION_RESPONSE');
  });

  it('refuses to seed a connection without a provider app id', () => {
    expect(() => emulator.seed({ apps: [{ id: APP, cross_app_connections: [{ provider_app_id: '' }] }] })).toThrow(
      /provider_app_id/,
    );
  });
});
