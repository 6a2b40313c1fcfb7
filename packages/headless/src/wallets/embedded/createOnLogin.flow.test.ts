import { createEmulator, type Emulator } from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore, uniqueEmail } from '../../../../../test/support/testCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { FoyerError } from '../../core/errors/FoyerError.ts';
import { authenticatedAtom } from '../../core/store/atoms.ts';
import { createEmailLoginFlow } from '../../flows/email/emailLogin.flow.ts';
import { installWalletsOnLogin } from './createOnLogin.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

/**
 * An e-mail login with `createOnLogin` asking for an Ethereum wallet, here in Node (no page to host
 * the iframe), by an app that uses wallets (`installWalletsOnLogin`, which its wallet hooks call) or not.
 */
async function login(kitUi: boolean, { usesWallets = true } = {}) {
  const test = createTestCore(emulator, { config: { embeddedWallets: { ethereum: { createOnLogin: 'all-users' } } } });
  await test.core.start();
  if (usesWallets) installWalletsOnLogin(test.core);
  const flow = createEmailLoginFlow(test.core, { kitUi });
  const onComplete = vi.fn();
  const onError = vi.fn<(error: FoyerError) => void>();
  flow.callbacks = { onComplete, onError };
  flow.start();
  const email = uniqueEmail('wallets');
  await flow.commands.sendCode({ email });
  const settled = await flow.commands.loginWithCode({ code: emulator.outbox(email)[0]!.code });
  flow.stop();
  return { ...test, settled, onComplete, onError };
}

describe('creating wallets on login, outside the kit modal', () => {
  it('fails the login with embedded_wallet_create_error and logs the user out when creation fails', async () => {
    const { core, settled, onComplete, onError, count } = await login(false);
    expect(settled).toMatchObject({ status: 'error', error: { code: ErrorCode.EMBEDDED_WALLET_CREATE_ERROR } });
    expect((settled.error as FoyerError).cause).toMatchObject({ code: ErrorCode.NOT_SUPPORTED });
    expect(core.store.get(authenticatedAtom)).toBe(false);
    expect(count('/api/v1/sessions/logout')).toBe(1);
    expect(onError).toHaveBeenCalledOnce();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('creates nothing for an app that uses no wallet hook: the login completes', async () => {
    const { core, settled, count } = await login(false, { usesWallets: false });
    expect(settled).toMatchObject({ status: 'done', result: { intent: 'login' } });
    expect(core.store.get(authenticatedAtom)).toBe(true);
    expect(count('/api/v1/sessions/logout')).toBe(0);
  });

  it('leaves creation to the modal with kitUi: the login completes', async () => {
    const { core, settled, count } = await login(true);
    expect(settled).toMatchObject({ status: 'done', result: { intent: 'login' } });
    expect(core.store.get(authenticatedAtom)).toBe(true);
    expect(count('/api/v1/sessions/logout')).toBe(0);
  });
});
