import { type OAuthProvider, oauthProviders } from '@foyer/headless';
import type { UnavailableMethod } from '../method/unavailable.screen.ts';
import type { ScreenId, ScreenParams } from '../registry.ts';
import type { LandingTarget } from './LandingView.tsx';

/** A screen to show, with its params. */
export type ScreenRoute = { [Id in ScreenId]: { id: Id; params: ScreenParams<Id> } }[ScreenId];

/** A landing row's key: the social method for social rows, the row's kind otherwise. */
export type TargetKey = Exclude<LandingTarget['kind'], 'social'> | Extract<LandingTarget, { kind: 'social' }>['method'];

type TargetOf<Key extends TargetKey> = Key extends LandingTarget['kind']
  ? Extract<LandingTarget, { kind: Key }>
  : Extract<LandingTarget, { kind: 'social' }>;

/**
 * Where each landing row leads. A login method's flow adds one entry when it lands (one line per
 * method, so flows built side by side do not collide); rows without one go to 'method/unavailable'.
 */
const targetRoutes: { [Key in TargetKey]?: (target: TargetOf<Key>) => ScreenRoute } = {
  telegram: () => ({ id: 'telegram', params: undefined }),
  farcaster: () => ({ id: 'farcaster', params: undefined }),
  wallet: (target) => ({ id: 'wallets/connect', params: { walletId: target.walletId } }),
  wallets: () => ({ id: 'wallets/list', params: undefined }),
  passkey: () => ({ id: 'passkey/choice', params: undefined }),
  'cross-app': (target) => ({ id: 'cross-app/status', params: { appId: target.appId } }),
  ...oauthRoutes(),
};

/** The ten social OAuth providers: each row opens the social status screen (one shared route). */
function oauthRoutes() {
  const route = (target: Extract<LandingTarget, { kind: 'social' }>): ScreenRoute => ({
    id: 'oauth/status',
    params: { provider: target.method as OAuthProvider },
  });
  return Object.fromEntries(oauthProviders.map((provider) => [provider, route])) as {
    [Provider in OAuthProvider]: typeof route;
  };
}

function unavailable(target: LandingTarget): UnavailableMethod {
  switch (target.kind) {
    case 'social':
      return { method: target.method };
    case 'wallet':
      return { method: 'wallet', id: target.walletId };
    case 'wallets':
      return { method: 'wallet' };
    case 'cross-app':
      return { method: 'cross-app', id: target.appId };
    case 'sms':
    case 'passkey':
      return { method: target.kind };
  }
}

/** The screen a landing row opens. */
export function routeForTarget(target: LandingTarget): ScreenRoute {
  const key: TargetKey = target.kind === 'social' ? target.method : target.kind;
  const route = targetRoutes[key] as ((target: LandingTarget) => ScreenRoute) | undefined;
  return route ? route(target) : { id: 'method/unavailable', params: unavailable(target) };
}
