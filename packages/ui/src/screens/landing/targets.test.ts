import { describe, expect, it } from 'vitest';
import { routeForTarget } from './targets.ts';

describe('routeForTarget', () => {
  it.each([
    [{ kind: 'social', method: 'google', recent: false } as const, { method: 'google' }],
    [{ kind: 'wallet', walletId: 'metamask', recent: false } as const, { method: 'wallet', id: 'metamask' }],
    [{ kind: 'cross-app', appId: 'app-1' } as const, { method: 'cross-app', id: 'app-1' }],
  ])('a row without its flow leads to the placeholder naming it (%o)', (target, params) => {
    expect(routeForTarget(target)).toEqual({ id: 'method/unavailable', params });
  });

  it('the passkey entry opens the passkey flow', () => {
    expect(routeForTarget({ kind: 'passkey' })).toEqual({ id: 'passkey/choice', params: undefined });
  });
});
