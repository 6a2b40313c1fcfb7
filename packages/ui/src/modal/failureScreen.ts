import { type FoyerError, failureRoute } from '@foyer/headless';
import type { ScreenId } from '../screens/registry.ts';

/** Where a failed intent goes: a screen of the registry and its params. */
export interface FailureTarget {
  screen: ScreenId;
  params: unknown;
}

/**
 * The screen a screen's `fail(error)` leads to, as headless routes it (`failureRoute`): the account
 * transfer screen (its transfer data as params), the allowlist, user-limit and account-not-found
 * screens, else the error screen with the error (which reads its reason from it, spec §8).
 */
export function failureScreen(error: FoyerError): FailureTarget {
  const route = failureRoute(error);
  switch (route.kind) {
    case 'account-transfer':
      return { screen: 'account/transfer', params: route.transfer };
    case 'error':
      return { screen: 'error', params: { error } };
    default:
      return { screen: route.kind, params: undefined };
  }
}
