import { defaultAppConfig } from '@foyer/emulator/in-process';
import { describe, expect, it } from 'vitest';
import type { WireAppConfig } from '../api/wire.ts';
import { resolveAppConfig } from './appConfig.ts';

/** The emulator's default app config as it comes over the wire, with `custom_api_url` set to `value`. */
const wire = (customApiUrl: string | null): WireAppConfig => ({
  ...defaultAppConfig(),
  verification_key: 'key',
  custom_api_url: customApiUrl,
});

// A server may send any string: the emulator refuses to hold one that is not a URL, so this mapping
// is checked here, without a server. The values the emulator holds go through it in appConfig.flow.test.ts.
describe('custom_api_url from the server', () => {
  it.each([['not a url'], ['/api'], ['javascript:alert(1)'], ['ftp://auth.example.com'], ['http://auth.example.com']])(
    '%j turns server-cookie mode on, keeps requests on apiUrl, and warns the developer',
    (value) => {
      const { config, warnings } = resolveAppConfig(wire(value));
      expect(config.serverCookies).toEqual({ enabled: true, apiUrl: null });
      expect(warnings).toEqual([
        `custom_api_url ${JSON.stringify(value)} is not an https URL; requests keep going to apiUrl.`,
      ]);
    },
  );

  it('an empty string is no custom_api_url', () => {
    const { config, warnings } = resolveAppConfig(wire(''));
    expect(config.serverCookies).toEqual({ enabled: false, apiUrl: null });
    expect(warnings).toEqual([]);
  });
});

describe('login method lists (spec §2 landing, §5)', () => {
  const server = () => wire(null);

  it('a wallet id in loginMethodsAndOrder turns wallet login on; a cross-app id alone is enough', () => {
    const { config } = resolveAppConfig(server(), { loginMethodsAndOrder: { primary: ['email', 'metamask'] } });
    expect(config.loginMethods).toMatchObject({ email: true, wallet: true, sms: false });
    expect(config.loginMethodsAndOrder).toEqual({ primary: ['email', 'metamask'], overflow: [] });
    const crossApp = resolveAppConfig(server(), { loginMethodsAndOrder: { primary: ['privy:app-id'] } });
    expect(Object.values(crossApp.config.loginMethods).some(Boolean)).toBe(false);
  });

  it.each([
    [{ loginMethods: ['email' as const], appearance: { loginGroupPriority: 'web3-first' as const } }, 'web2-first'],
    [{ loginMethodsAndOrder: { primary: ['metamask'] } }, 'web3-first'],
    [{ loginMethods: ['wallet' as const] }, 'web3-first'],
    [{ loginMethods: ['email' as const, 'wallet' as const], appearance: { showWalletLoginFirst: true } }, 'web3-first'],
    [
      {
        loginMethods: ['email' as const, 'wallet' as const],
        appearance: { showWalletLoginFirst: true, loginGroupPriority: 'web2-first' as const },
      },
      'web2-first',
    ],
  ])('%j → %s', (local, priority) => {
    expect(resolveAppConfig(server(), local).config.appearance.loginGroupPriority).toBe(priority);
  });

  it('the wallet list is the app’s, else null (the UI has the default)', () => {
    expect(resolveAppConfig(server()).config.appearance.walletList).toBeNull();
    expect(
      resolveAppConfig(server(), { appearance: { walletList: ['rainbow'] } }).config.appearance.walletList,
    ).toEqual(['rainbow']);
  });

  it('no method at all is refused', () => {
    expect(() => resolveAppConfig(server(), { loginMethods: [] })).toThrow('You must enable at least one login method');
  });
});

describe('options read by code loaded on demand (reference §7.2)', () => {
  it('keeps the app’s options and the server’s config as given', () => {
    const server = { ...wire(null), wallet_connect_cloud_project_id: 'srv' };
    const local = { passkeys: { shouldUnenrollMfaOnUnlink: false } };
    const { config } = resolveAppConfig(server, local);
    expect(config.local).toBe(local);
    expect(config.server).toBe(server);
  });
});
