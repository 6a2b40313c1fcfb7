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

  it('a privy:<appId> row opens the cross-app status screen for that provider app', () => {
    expect(routeForTarget({ kind: 'cross-app', appId: 'app-1' })).toEqual({
      id: 'cross-app/status',
      params: { appId: 'app-1' },
    });
  });

  it('wallet rows open the wallet connection screen, the wallet group row the wallet list', () => {
    expect(routeForTarget({ kind: 'wallet', walletId: 'metamask', recent: false })).toEqual({
      id: 'wallets/connect',
      params: { walletId: 'metamask' },
    });
    expect(routeForTarget({ kind: 'wallets', label: 'continueWithWallet' })).toEqual({
      id: 'wallets/list',
      params: undefined,
    });
  });

  it('the passkey entry opens the passkey flow', () => {
    expect(routeForTarget({ kind: 'passkey' })).toEqual({ id: 'passkey/choice', params: undefined });
  });
});
