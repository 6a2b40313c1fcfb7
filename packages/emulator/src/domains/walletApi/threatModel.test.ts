import { routeDomains as routes } from '@foyer/headless/contract';
import { base64 } from '@scure/base';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { createWalletKms, newWalletKmsKey } from '../../kernel/walletKms.ts';
import { delegatedUser } from '../../test/delegatedUser.ts';
import { call } from '../../test/support.ts';
import { appServerWithKey, authorizationKey } from '../../test/walletApi.ts';
import { hdKeys } from '../../walletIframe/keySource.ts';
import { combineShares } from '../../walletIframe/shares.ts';

// The wallet API's rows of docs/threat-model.md, one `describe` each: what an attacker gets today.

const kmsKey = newWalletKmsKey();
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0, walletKmsKey: kmsKey });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const sign = { method: 'personal_sign', params: { message: 'stolen', encoding: 'utf-8' } };

/** The app's server (its secret, one authorization key) and a user who delegated both wallets. */
async function setUp() {
  const server = await appServerWithKey(emulator, emulator.walletApi.appSecret());
  const { key } = server;
  const user = await delegatedUser(emulator);
  return { server, key, user };
}

describe('threat model: a stolen app secret', () => {
  it('reads the app’s wallets but signs nothing for a delegated user wallet without an authorization key', async () => {
    const { server, user } = await setUp();
    expect((await server.request('GET', `/api/v1/wallets/${user.ethId}`)).status).toBe(200);
    const unsigned = await server.request('POST', `/api/v1/wallets/${user.ethId}/rpc`, { body: sign });
    expect(unsigned.status).toBe(401);
    const exported = await server.request('POST', `/api/v1/wallets/${user.ethId}/export`, {
      body: { encryption_type: 'HPKE', recipient_public_key: authorizationKey().publicKey },
    });
    expect(exported.status).toBe(401);
  });
});

describe('threat model: a stolen authorization key', () => {
  it('needs the app secret too; with it, signs within the wallet’s policies, never exports or changes it, nothing after revoke', async () => {
    const { server, key, user } = await setUp();
    const withoutSecret = await server.request('POST', `/api/v1/wallets/${user.ethId}/rpc`, {
      body: sign,
      signers: [key.privateKey],
      auth: null,
    });
    expect(withoutSecret.status).toBe(401);
    const signed = await server.request('POST', `/api/v1/wallets/${user.ethId}/rpc`, {
      body: sign,
      signers: [key.privateKey],
    });
    expect(signed.status).toBe(200);
    const exported = await server.request('POST', `/api/v1/wallets/${user.ethId}/export`, {
      body: { encryption_type: 'HPKE', recipient_public_key: authorizationKey().publicKey },
      signers: [key.privateKey],
    });
    expect(exported.status).toBe(403);
    const widened = await server.request('PATCH', `/api/v1/wallets/${user.ethId}`, {
      body: { additional_signers: [] },
      signers: [key.privateKey],
    });
    expect(widened.status).toBe(401);
    await call(emulator, routes.walletApi.revoke, { token: user.token, body: {} });
    const afterRevoke = await server.request('POST', `/api/v1/wallets/${user.ethId}/rpc`, {
      body: { ...sign, params: { message: 'again', encoding: 'utf-8' } },
      signers: [key.privateKey],
    });
    expect(afterRevoke.status).toBe(403);
  });
});

describe('threat model: a stolen access token, against the wallet API', () => {
  it('reads the user’s own wallets and can revoke; signs nothing without a key the wallet accepts', async () => {
    const { server, user } = await setUp();
    const bearer = { auth: `Bearer ${user.token}` };
    expect((await server.request('GET', `/api/v1/wallets/${user.ethId}`, bearer)).status).toBe(200);
    expect((await server.request('POST', `/api/v1/wallets/${user.ethId}/rpc`, { ...bearer, body: sign })).status).toBe(
      401,
    );
    const ownKey = await server.request('POST', `/api/v1/wallets/${user.ethId}/rpc`, {
      ...bearer,
      body: sign,
      signers: [authorizationKey().privateKey],
    });
    expect(ownKey.status).toBe(401);
    // The token does not reach the app's routes.
    expect((await server.request('GET', '/api/v1/wallets', bearer)).status).toBe(401);
    expect((await call(emulator, routes.walletApi.revoke, { token: user.token, body: {} })).status).toBe(200);
  });
});

describe('threat model: the emulator’s files at rest, with delegated wallets', () => {
  it('the state file holds the enclave’s share only wrapped; with the key-store file, it rebuilds the delegated key', async () => {
    const { user } = await setUp();
    const state = emulator.exportState().domains;
    const share = state.walletApi.shares[0];
    const entropy = state.wallets.entropies.find((record) => record.entropy_id === share?.entropy_id);
    if (!share || !entropy) throw new Error('No delegated share in the state');
    const auth = base64.decode(entropy.auth_share);
    // The wrapped bytes are no share: they do not combine with the auth share into the user's key.
    const wrapped = base64.decode(share.wrapped_share);
    const fromState = await combineShares(wrapped.subarray(0, auth.length), auth).catch(() => undefined);
    expect(fromState && hdKeys(fromState).ethereum(0).address).not.toBe(user.address);
    const unwrapped = await (await createWalletKms(kmsKey)).unwrap(share.wrapped_share);
    expect(hdKeys(await combineShares(unwrapped, auth)).ethereum(0).address).toBe(user.address);
  });
});
