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
