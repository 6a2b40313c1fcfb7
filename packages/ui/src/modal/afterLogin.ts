import { type AppConfig, type User, walletChainsToCreate } from '@foyer/headless';
import type { IntentType } from '../intents.ts';
import type { ScreenId } from '../screens/registry.ts';

/** What the after-login steps decide on, read when the intent completes. */
export interface AfterLoginFacts {
  intent: IntentType;
  user: User;
  config: AppConfig | null;
}

export type AfterLoginStepId = 'accept-terms' | 'create-wallets' | 'enrol-mfa';

export interface AfterLoginStep {
  id: AfterLoginStepId;
  /** Whether the user must go through it. */
  required(facts: AfterLoginFacts): boolean;
  /**
   * The screen that runs the step; it calls `complete(result)` when done. Null while the step's
   * flow does not exist: a required step is then skipped (and reported), never faked.
   */
  screen: ScreenId | null;
}

/**
 * Spec §2 'Enter confirmation code' and §4 'After login': between a verified login (any method)
 * and the modal closing, in this order. Plug a step in by giving it its screen.
 */
export const afterLoginSteps: readonly AfterLoginStep[] = [
  {
    // Spec §2 'Terms consent' ('One last step'): 'terms', on the accept-terms flow.
    id: 'accept-terms',
    required: ({ intent, user, config }) =>
      intent !== 'link' &&
      intent !== 'update' &&
      Boolean(config?.legal.requireUsersAcceptTerms) &&
      !user.hasAcceptedTerms,
    screen: 'terms',
  },
  {
    // Document 2 'Embedded wallets': `createOnLogin` per chain; 'wallet/create', then 'wallet/created'.
    id: 'create-wallets',
    // The same rule as headless logins without the modal (`walletChainsToCreate`).
    required: ({ user, config }) => config !== null && walletChainsToCreate(config, user).length > 0,
    screen: 'wallet/create',
  },
  {
    // Document 2 'MFA enrollment': the app offers MFA methods and the user has none yet.
    id: 'enrol-mfa',
    required: ({ user, config }) =>
      Boolean(config && config.mfa.methods.length > 0 && !config.mfa.noPromptOnMfaRequired) &&
      user.mfaMethods.length === 0,
    screen: null,
  },
];
