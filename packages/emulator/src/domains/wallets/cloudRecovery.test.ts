import { type CloudRecoveryProvider, routeDomains } from '@foyer/headless/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../createEmulator.ts';
import { cloudAccessToken } from '../../test/cloud.ts';
import { personalSign, walletDevice } from '../../test/walletDevice.ts';
import { createSession } from '../../testing.ts';
import { recoveryFileName } from '../../walletIframe/recoveryProtection.ts';
import { DEFAULT_APP_ID } from '../apps/index.ts';

const _routes = routeDomains.recovery;
let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

let counter = 0;

const cloudToken = (provider: CloudRecoveryProvider, token: string, account?: string) =>
  cloudAccessToken(emulator, provider, token, account);

async function userWithWallet(create: (token: string) => Promise<Record<string, unknown>> = async () => ({})) {
  const email = `cloud.${++counter}@example.com`;
  const auth = await createSession(emulator, { email });
  const token = auth.token!;
  const device = walletDevice(emulator, DEFAULT_APP_ID);
  const created = await device.send('privy:wallet:create', { accessToken: token, ...(await create(token)) });
  const address = created.data!.address as `0x${string}`;
  const ref = { accessToken: token, entropyId: address, entropyIdVerifier: 'ethereum-address-verifier' };
  return { email, token, device, address, ref };
}

const signs = (user: Awaited<ReturnType<typeof userWithWallet>>, device: ReturnType<typeof walletDevice>) =>
  personalSign(device, user, 'cloud');

describe('cloud recovery (Google Drive, iCloud)', () => {
  it('set-recovery to Google Drive: the key goes to the user’s file; another account finds no backup; the right one recovers', async () => {
    const user = await userWithWallet();
    const drive = await cloudToken('google-drive', user.token);
    const set = await user.device.send('privy:wallets:set-recovery', {
      ...user.ref,
      recoveryMethod: 'google-drive',
      recoveryAccessToken: drive,
    });
    expect(set.data?.recoveryMethod).toBe('google-drive');
    const name = recoveryFileName(DEFAULT_APP_ID, user.address);
    expect(emulator.cloud.files('google-drive', user.email)).toEqual([name]);
    const entropy = emulator.exportState().domains.wallets.entropies[0]!;
    expect(entropy).toMatchObject({ recovery_method: 'google-drive', recovery_file: name });
    expect(entropy).not.toHaveProperty('wrapped_recovery_key');

    const phone = walletDevice(emulator, DEFAULT_APP_ID);
    const other = await cloudToken('google-drive', user.token, 'someone.else@example.com');
    const mismatch = await phone.send('privy:wallets:recover', { ...user.ref, recoveryAccessToken: other });
    expect(mismatch.error).toEqual({
      type: 'error',
      message: 'No recovery backup was found in this Google Drive account',
    });
    expect(phone.storage.entries()).toEqual([]);
    const automatic = await phone.send('privy:wallets:recover', user.ref);
    expect(automatic.error?.type).toBe('invalid_request_arguments');
    const recovered = await phone.send('privy:wallets:recover', {
      ...user.ref,
      recoveryMethod: 'google-drive',
      recoveryAccessToken: await cloudToken('google-drive', user.token),
    });
    expect(recovered.data).toEqual({ entropyId: user.address });
    expect(await signs(user, phone)).toBe(true);
    expect(await signs(user, user.device)).toBe(true);
  });

  it('creates a wallet backed up to iCloud from the start, recovered on a new device with the iCloud token', async () => {
    let icloud = '';
    const user = await userWithWallet(async (token) => {
      icloud = await cloudToken('icloud', token);
      return { recoveryMethod: 'icloud', recoveryAccessToken: icloud };
    });
    expect(emulator.cloud.files('icloud', user.email)).toEqual([recoveryFileName(DEFAULT_APP_ID, user.address)]);
    const phone = walletDevice(emulator, DEFAULT_APP_ID);
    expect(
      (await phone.send('privy:wallets:recover', { ...user.ref, recoveryAccessToken: 'not-a-token' })).error,
    ).toEqual({ type: 'error', message: 'The iCloud access token is invalid or expired' });
    expect((await phone.send('privy:wallets:recover', { ...user.ref, recoveryAccessToken: icloud })).data).toEqual({
      entropyId: user.address,
    });
    expect(await signs(user, phone)).toBe(true);
  });
});
