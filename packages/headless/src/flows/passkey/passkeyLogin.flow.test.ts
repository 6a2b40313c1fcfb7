import { createEmulator, type Emulator } from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SoftPasskeyAuthenticator, softPasskeyAuthenticator } from '../../../../../test/support/softPasskey.ts';
import { createTestCore, fetchFromOrigin } from '../../../../../test/support/testCore.ts';
import { unlinkAccount } from '../../core/accounts/unlink.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import { authenticatedAtom, recentLoginMethodAtom, userAtom } from '../../core/store/atoms.ts';
import type { LinkedAccount } from '../../core/user.ts';
import { createPasskeyLoginFlow } from './passkeyLogin.flow.ts';
import type { PasskeyIntent } from './passkeyLogin.machine.ts';

const APP = 'foyer-passkey-app-0000001';
/** The page the passkeys are for: the requests carry it as Origin, the client data names it. */
const ORIGIN = 'http://localhost:5173';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.seed({ apps: [{ id: APP, email_auth: true, passkey_auth: true, passkeys_for_signup_enabled: true }] });
});

const fromPage = (origin = ORIGIN) => fetchFromOrigin(origin);

async function setup<Intent extends PasskeyIntent = 'login'>(
  authenticator: SoftPasskeyAuthenticator,
  options: { intent?: Intent; core?: Awaited<ReturnType<typeof coreFor>> } = {},
) {
  const test = options.core ?? (await coreFor());
  const flow = createPasskeyLoginFlow(test.core, {
    authenticator,
    ...(options.intent ? { intent: options.intent } : {}),
  });
  const onComplete = vi.fn();
  const onError = vi.fn<(error: FoyerError) => void>();
  flow.callbacks = { onComplete, onError };
  return { ...test, flow, onComplete, onError };
}
async function coreFor(origin = ORIGIN) {
  const test = createTestCore(emulator, { appId: APP, testing: { fetch: fromPage(origin) } });
  await test.core.start();
  return test;
}

describe('passkey flow against the emulator (real WebAuthn verification)', () => {
  it('signs up: initial → generating-challenge → awaiting-passkey → done, a new user with the passkey', async () => {
    const device = softPasskeyAuthenticator({ origin: ORIGIN });
    const { core, flow, onComplete, requests } = await setup(device);
    const seen: string[] = [flow.getSnapshot().status];
    const unsubscribe = flow.subscribe(() => seen.push(flow.getSnapshot().status));
    const settled = await flow.commands.signupWithPasskey();
    unsubscribe();
    expect(seen).toEqual(['initial', 'generating-challenge', 'awaiting-passkey', 'done']);
    const credentialId = device.credentials[0]!.id.toString('base64url');
    expect(settled).toMatchObject({
      status: 'done',
      result: { intent: 'login', isNewUser: true, loginMethod: 'passkey' },
    });
    expect(onComplete.mock.calls[0]![0]).toMatchObject({ loginAccount: { type: 'passkey', credentialId } });
    expect(core.store.get(authenticatedAtom)).toBe(true);
    expect(core.store.get(recentLoginMethodAtom)).toBe('passkey');
    // The wire is snake_case (reference §5.7).
    const register = requests.find((r) => r.path === '/api/v1/passkeys/register');
    expect(register?.body).toMatchObject({
      authenticator_response: {
        id: credentialId,
        raw_id: credentialId,
        type: 'public-key',
        response: { client_data_json: expect.any(String), attestation_object: expect.any(String) },
        client_extension_results: { cred_props: { rk: true } },
      },
    });
  });

  it('logs the same user in with that passkey, as not new', async () => {
    const device = softPasskeyAuthenticator({ origin: ORIGIN });
    const signup = await setup(device);
    await signup.flow.commands.signupWithPasskey();
    const userId = signup.core.store.get(userAtom)!.id;

    const login = await setup(device);
    const settled = await login.flow.commands.loginWithPasskey();
    expect(settled).toMatchObject({ status: 'done', result: { isNewUser: false, user: { id: userId } } });
    const authenticate = login.requests.find((r) => r.path === '/api/v1/passkeys/authenticate');
    const init = login.requests.find((r) => r.path === '/api/v1/passkeys/authenticate/init');
    expect(authenticate?.body).toMatchObject({
      challenge: expect.any(String),
      authenticator_response: { response: { signature: expect.any(String), user_handle: expect.any(String) } },
    });
    expect(init?.body).toEqual({});
    // A second login: the signature counter moves on.
    const again = await setup(device);
    expect((await again.flow.commands.loginWithPasskey()).status).toBe('done');
    expect(device.credentials[0]!.counter).toBe(2);
  });

  it('a cancelled prompt is passkey_not_allowed, and a retry works', async () => {
    const device = softPasskeyAuthenticator({ origin: ORIGIN });
    const { flow, onError } = await setup(device);
    device.cancelNext();
    const failed = await flow.commands.signupWithPasskey();
    expect(failed).toMatchObject({ status: 'error', action: 'signup', error: { code: ErrorCode.PASSKEY_NOT_ALLOWED } });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: ErrorCode.PASSKEY_NOT_ALLOWED }));
    expect((await flow.commands.signupWithPasskey()).status).toBe('done');
  });

  it('a login with no passkey for the site is passkey_not_allowed', async () => {
    const { flow } = await setup(softPasskeyAuthenticator({ origin: ORIGIN }));
    expect(await flow.commands.loginWithPasskey()).toMatchObject({ error: { code: ErrorCode.PASSKEY_NOT_ALLOWED } });
  });

  it('the emulator refuses an answer made for another origin (401 invalid_credentials)', async () => {
    const phishing = softPasskeyAuthenticator({ origin: 'http://evil.localhost:5173' });
    const { flow } = await setup(phishing);
    expect(await flow.commands.signupWithPasskey()).toMatchObject({
      status: 'error',
      error: { code: ErrorCode.INVALID_CREDENTIALS, status: 401 },
    });
  });

  it('refuses signup when the app has passkeys_for_signup_enabled off, before any request', async () => {
    emulator.seed({ apps: [{ id: APP, passkey_auth: true, passkeys_for_signup_enabled: false }] });
    const { flow, requests } = await setup(softPasskeyAuthenticator({ origin: ORIGIN }));
    expect(await flow.commands.signupWithPasskey()).toMatchObject({
      error: { code: ErrorCode.DISALLOWED_LOGIN_METHOD },
    });
    expect(requests.filter((r) => r.path.startsWith('/api/v1/passkeys'))).toEqual([]);
  });

  it('links up to five passkeys, then refuses a sixth (CANNOT_LINK_MORE_OF_TYPE) before any request', async () => {
    const device = softPasskeyAuthenticator({ origin: ORIGIN });
    const signup = await setup(device);
    await signup.flow.commands.signupWithPasskey();
    for (let i = 2; i <= 5; i++) {
      // One passkey per authenticator and user: the options exclude the user's passkeys.
      const link = await setup(softPasskeyAuthenticator({ origin: ORIGIN }), { intent: 'link', core: signup });
      const settled = await link.flow.commands.linkWithPasskey();
      expect(settled).toMatchObject({ status: 'done', result: { intent: 'link', linkMethod: 'passkey' } });
    }
    const passkeys = () => signup.core.store.get(userAtom)!.linkedAccounts.filter((a) => a.type === 'passkey');
    expect(passkeys()).toHaveLength(5);
    const link = await setup(device, { intent: 'link', core: signup });
    const before = link.requests.length;
    expect(await link.flow.commands.linkWithPasskey()).toMatchObject({
      error: { code: ErrorCode.CANNOT_LINK_MORE_OF_TYPE },
    });
    expect(link.requests.length).toBe(before);
    // Unlink one (spec §7: credential_id, remove_as_mfa), and its passkey no longer logs in.
    const first = passkeys()[0] as Extract<LinkedAccount, { type: 'passkey' }>;
    const user = await unlinkAccount(signup.core, first);
    expect(user.linkedAccounts.filter((a) => a.type === 'passkey')).toHaveLength(4);
    expect(link.requests.at(-1)).toMatchObject({
      path: '/api/v1/passkeys/unlink',
      body: { credential_id: first.credentialId, remove_as_mfa: false },
    });
  });

  it('a link needs a signed-in user', async () => {
    const { flow } = await setup(softPasskeyAuthenticator({ origin: ORIGIN }), { intent: 'link' });
    expect(await flow.commands.linkWithPasskey()).toMatchObject({ error: { code: ErrorCode.MUST_BE_AUTHENTICATED } });
  });
});
