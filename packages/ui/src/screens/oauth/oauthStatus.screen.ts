import type { OAuthProvider, OAuthReturn } from '@foyer/headless';
import { defineScreen } from '../defineScreen.ts';
import type { OAuthStatusViewProps } from './OAuthStatusView.tsx';

export interface OAuthStatusParams {
  provider: OAuthProvider;
  /** The provider's return (a redirect back to the page): the screen exchanges it instead of starting. */
  returned?: OAuthReturn;
}

/** Spec §2 'Social provider status screen': a landing row of a social provider, or a redirect's return. */
export const oauthStatusScreen = defineScreen<OAuthStatusParams, OAuthStatusViewProps>()(
  'oauth/status',
  () => import('./OAuthStatusScreen.tsx'),
);
