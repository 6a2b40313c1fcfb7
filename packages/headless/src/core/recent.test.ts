import { describe, expect, it } from 'vitest';
import { createFoyerCore } from './createFoyerCore.ts';
import { readRecentLogin, recentLoginKey, recentLoginOf } from './recent.ts';
import { memoryStorage } from './storage.ts';
import { recentLoginAtom, recentLoginMethodAtom } from './store/atoms.ts';
import type { LinkedAccount } from './user.ts';

const APP = 'app-recent-0000000000000'.padEnd(25, '0');
const OTHER = 'app-other-00000000000000'.padEnd(25, '0');

const wallet = {
  type: 'wallet',
  address: '0xabc',
  chainType: 'solana',
  walletClientType: 'phantom',
} as unknown as LinkedAccount;

describe('recent login (per app, in the core storage)', () => {
  it('reads what the account says: type, wallet client, chain', () => {
    expect(recentLoginOf('siws', wallet)).toEqual({
      method: 'siws',
      accountType: 'wallet',
      walletClientType: 'phantom',
      chainType: 'solana',
    });
    expect(recentLoginOf('google', null)).toEqual({
      method: 'google',
      accountType: null,
      walletClientType: null,
      chainType: null,
    });
  });

  it('the core writes JSON under a key per app; it reads back', () => {
    const storage = memoryStorage();
    createFoyerCore({ appId: APP, storage }).rememberLogin(recentLoginOf('siws', wallet));
    expect(storage.getItem(recentLoginKey(APP))).toContain('"walletClientType":"phantom"');
    expect(readRecentLogin(storage, APP)).toEqual(recentLoginOf('siws', wallet));
    expect(readRecentLogin(storage, OTHER)).toBeNull();
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', 'email'],
    ['JSON without a method', '{"accountType":"email"}'],
    ['JSON null', 'null'],
  ])('%s reads as no recent login', (_, raw) => {
    const storage = memoryStorage(raw === null ? {} : { [recentLoginKey(APP)]: raw });
    expect(readRecentLogin(storage, APP)).toBeNull();
  });

  it('the core loads it on start and remembers a login (atom and storage)', async () => {
    const storage = memoryStorage({
      [recentLoginKey(APP)]: JSON.stringify({ method: 'sms', accountType: 'phone' }),
    });
    const fetch = async () => new Response('{}', { status: 500 });
    const core = createFoyerCore({ appId: APP, storage, testing: { fetch, retryDelayMs: 0 } });
    const errors = console.error;
    console.error = () => undefined;
    try {
      await core.start();
    } finally {
      console.error = errors;
      core.stop();
    }
    expect(core.store.get(recentLoginMethodAtom)).toBe('sms');
    core.rememberLogin(recentLoginOf('siws', wallet));
    expect(core.store.get(recentLoginAtom)).toEqual(recentLoginOf('siws', wallet));
    expect(readRecentLogin(storage, APP)).toEqual(recentLoginOf('siws', wallet));
  });
});
