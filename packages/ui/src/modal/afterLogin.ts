import type { AfterLoginStepId } from '@foyer/headless';
import type { ScreenId } from '../screens/registry.ts';

/**
 * The screen that runs each after-login step; headless decides when a step is required, their order
 * and the waits between them (`afterLoginRules`, `AFTER_LOGIN_TIMING`). Null while the step's flow
 * does not exist: a required step is then skipped (and reported), never faked. Plug a step in by
 * giving it its screen.
 */
export const afterLoginScreens: Readonly<Record<AfterLoginStepId, ScreenId | null>> = {
  // Spec §2 'Terms consent' ('One last step'), on the accept-terms flow.
  'accept-terms': 'terms',
  // Document 2 'Embedded wallets': 'wallet/create', then 'wallet/created'.
  'create-wallets': 'wallet/create',
  // Document 2 'MFA enrollment': no screen yet.
  'enrol-mfa': null,
};
