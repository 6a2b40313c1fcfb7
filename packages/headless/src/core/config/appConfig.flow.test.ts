import { createEmulator, type Emulator } from '@foyer/emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCore, DEMO_APP_ID } from '../../../../../test/support/testCore.ts';
import { createFoyerCore, type FoyerCoreOptions } from '../createFoyerCore.ts';
import { ErrorCode } from '../errors/codes.ts';
import { appConfigAtom, configErrorAtom, readyAtom } from '../store/atoms.ts';
import type { FoyerConfig } from './types.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await createEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  // A config that cannot be used is reported on the console; tests assert on it where it matters.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

async function started(config?: FoyerConfig, appId = DEMO_APP_ID, options: Partial<FoyerCoreOptions> = {}) {
  const test = createTestCore(emulator, { appId, ...(config ? { config } : {}), ...options });
  await test.core.start();
  return { ...test, appConfig: test.core.store.get(appConfigAtom), configError: test.core.store.get(configErrorAtom) };
}

describe('app config against the emulator', () => {
  it('fetches and merges the server config', async () => {
    const { appConfig, configError, core } = await started({ appearance: { landingHeader: 'Welcome', theme: 'dark' } });
    expect(configError).toBeNull();
    expect(core.store.get(readyAtom)).toBe(true);
    expect(appConfig).toMatchObject({
      id: DEMO_APP_ID,
      name: 'Foyer Demo',
      loginMethods: { email: true, sms: false },
      appearance: { landingHeader: 'Welcome', theme: 'dark', loginGroupPriority: 'web2-first' },
      intl: { defaultCountry: 'US' },
    });
  });

  it('lets local loginMethods win over the server flags', async () => {
    const { appConfig } = await started({ loginMethods: ['email', 'google'] });
    expect(appConfig?.loginMethods).toMatchObject({ email: true, google: true, sms: false });
  });

  it('refuses a config with no login method, and is still ready', async () => {
    const appId = 'no-methods-app-0000000001';
    emulator.seed({ apps: [{ id: appId, email_auth: false }] });
    const { configError, appConfig, core } = await started(undefined, appId);
    expect(appConfig).toBeNull();
    expect(configError).toMatchObject({
      code: ErrorCode.INVALID_CONFIG,
      message: 'You must enable at least one login method',
    });
    expect(core.store.get(readyAtom)).toBe(true);
  });

  it('requires the captcha site key prefix', async () => {
    const appId = 'captcha-app-0000000000001';
    emulator.seed({ apps: [{ id: appId, captcha_enabled: true, captcha_site_key: 'x:abc' }] });
    expect((await started(undefined, appId)).configError?.message).toBe('Unsupported captcha site key');
    emulator.seed({ apps: [{ id: appId, captcha_enabled: true, captcha_site_key: 't:abc' }] });
    expect((await started(undefined, appId)).configError).toBeNull();
  });

  it('checks the chain list', async () => {
    const a = { id: 1, name: 'Ethereum' };
    const b = { id: 8453, name: 'Base' };
    expect((await started({ supportedChains: [] })).configError?.code).toBe(ErrorCode.INVALID_CONFIG);
    expect((await started({ supportedChains: [a], defaultChain: b })).configError?.message).toMatch(
      /not in supportedChains/,
    );
    expect((await started({ supportedChains: [a, b], defaultChain: b })).appConfig?.defaultChain).toEqual(b);
  });

  it('warns about crowded, duplicated and double login method lists', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await started({
      loginMethods: ['email'],
      loginMethodsAndOrder: { primary: ['email', 'google', 'apple', 'github', 'discord'], overflow: ['email'] },
    });
    const messages = warn.mock.calls.map((call) => String(call[0]));
    warn.mockRestore();
    expect(messages).toEqual([
      expect.stringMatching(/Both loginMethods and loginMethodsAndOrder/),
      expect.stringMatching(/more than 4 methods/),
      expect.stringMatching(/more than once: email/),
    ]);
  });

  it('forces wallet-first off without wallet login and on without web2 login', async () => {
    expect(
      (await started({ appearance: { loginGroupPriority: 'web3-first' } })).appConfig?.appearance.loginGroupPriority,
    ).toBe('web2-first');
    expect((await started({ loginMethods: ['wallet'] })).appConfig?.appearance.loginGroupPriority).toBe('web3-first');
  });

  it('reports an unknown app as a config error', async () => {
    const { configError } = await started(undefined, 'unknown-app-0000000000001');
    expect(configError?.code).toBe(ErrorCode.MISSING_OR_INVALID_APP_ID);
  });

  it('reports an unreachable server, tells the developer, and loads on reloadConfig()', async () => {
    emulator.faults.add({ path: '/api/v1/apps/:app_id', status: 503, times: 4 });
    const { configError, appConfig, core, count } = await started(undefined, DEMO_APP_ID, {
      testing: { retryDelayMs: 1 },
    });
    expect(appConfig).toBeNull();
    expect(configError).toMatchObject({ kind: 'api', status: 503 });
    expect(core.store.get(readyAtom)).toBe(true);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('The app config could not be loaded'));

    await Promise.all([core.reloadConfig(), core.reloadConfig()]);
    expect(count(`/api/v1/apps/${DEMO_APP_ID}`)).toBe(5);
    expect(core.store.get(configErrorAtom)).toBeNull();
    expect(core.store.get(appConfigAtom)?.id).toBe(DEMO_APP_ID);
  });

  it('sends sdk_initialize once', async () => {
    const { count, core } = await started();
    await core.start();
    await vi.waitFor(() => expect(count('/api/v1/analytics_events')).toBe(1));
  });

  it('throws at creation for an app id that is not 25 characters', () => {
    expect(() => createFoyerCore({ appId: 'short', apiUrl: emulator.url })).toThrow(
      expect.objectContaining({ code: ErrorCode.MISSING_OR_INVALID_APP_ID }),
    );
  });

  // Values the emulator holds (it refuses to seed one that is not a URL); what the kit makes of any
  // other value a server might send is in appConfig.test.ts.
  it.each([
    [null, { enabled: false, apiUrl: null }, false],
    ['https://auth.example.com/', { enabled: true, apiUrl: 'https://auth.example.com' }, false],
    ['http://127.0.0.1:8787', { enabled: true, apiUrl: 'http://127.0.0.1:8787' }, false],
    ['http://localhost:8787/', { enabled: true, apiUrl: 'http://localhost:8787' }, false],
    ['http://auth.example.com', { enabled: true, apiUrl: null }, true],
  ])('custom_api_url %j: server-cookie mode %j', async (customApiUrl, serverCookies, warns) => {
    const appId = 'foyer-custom-api-url-0001';
    emulator.seed({ apps: [{ id: appId, email_auth: true, custom_api_url: customApiUrl }] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { appConfig } = await started(undefined, appId);
    expect(appConfig?.serverCookies).toEqual(serverCookies);
    expect(warn.mock.calls.some(([message]) => String(message).includes('custom_api_url'))).toBe(warns);
  });
});
