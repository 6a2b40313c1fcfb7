import { oauthProviders } from '@foyer/headless';
import { describe, expect, it } from 'vitest';
import { routeForTarget } from './targets.ts';

describe('routeForTarget', () => {
  it.each(oauthProviders)('a %s row opens the social status screen', (provider) => {
    expect(routeForTarget({ kind: 'social', method: provider, recent: false })).toEqual({
      id: 'oauth/status',
      params: { provider },
    });
  });

  it.each([
    [{ kind: 'social', method: 'telegram', recent: false } as const, { method: 'telegram' }],
    [{ kind: 'wallet', walletId: 'metamask', recent: false } as const, { method: 'wallet', id: 'metamask' }],
    [{ kind: 'cross-app', appId: 'app-1' } as const, { method: 'cross-app', id: 'app-1' }],
    [{ kind: 'passkey' } as const, { method: 'passkey' }],
  ])('a row without its flow leads to the placeholder naming it (%o)', (target, params) => {
    expect(routeForTarget(target)).toEqual({ id: 'method/unavailable', params });
  });
});
