import type { SocialMethod } from '@foyer/headless';
import { defineScreen } from '../defineScreen.ts';
import type { MethodUnavailableViewProps } from './MethodUnavailableView.tsx';

/** A login method whose flow is not built yet; `id` names the wallet or the cross-app provider. */
export interface UnavailableMethod {
  method: SocialMethod | 'sms' | 'passkey' | 'wallet' | 'cross-app';
  id?: string;
}

/**
 * Where the landing screen's rows for methods without their flow lead until those flows land: it
 * says the method is not available yet, and goes back.
 */
export const methodUnavailableScreen = defineScreen<UnavailableMethod, MethodUnavailableViewProps>()(
  'method/unavailable',
  () => import('./MethodUnavailableScreen.tsx'),
);
