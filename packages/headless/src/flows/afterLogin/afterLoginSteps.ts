import type { AppConfig } from '../../core/config/types.ts';
import type { FlowResult } from '../../core/flow/types.ts';
import { walletChainsToCreate } from '../../wallets/embedded/createOnLoginRule.ts';

/** The steps between a verified login and its end, in the order they run. */
export const afterLoginStepIds = ['accept-terms', 'create-wallets', 'enrol-mfa'] as const;
export type AfterLoginStepId = (typeof afterLoginStepIds)[number];

/** Whether the user must go through a step, given the completed login (its user) and the app config. */
type Required = (result: FlowResult, config: AppConfig | null) => boolean;

/**
 * Spec §2 'Enter confirmation code' and §4 'After login', document 2 'Embedded wallets' and 'MFA
 * enrollment': when each step is required, for every login method alike.
 */
export const afterLoginRules: Readonly<Record<AfterLoginStepId, Required>> = {
  // Spec §2 'Terms consent' ('One last step'): logins only, when the app asks and the user has not accepted.
  'accept-terms': ({ intent, user }, config) =>
    intent === 'login' && Boolean(config?.legal.requireUsersAcceptTerms) && !user.hasAcceptedTerms,
  // `createOnLogin` per chain: the same rule as logins without the modal (`walletChainsToCreate`).
  'create-wallets': ({ user }, config) => config !== null && walletChainsToCreate(config, user).length > 0,
  // The app offers MFA methods (and prompts for them) and the user has none yet.
  'enrol-mfa': ({ user }, config) =>
    Boolean(config && config.mfa.methods.length > 0 && !config.mfa.noPromptOnMfaRequired) &&
    user.mfaMethods.length === 0,
};

/** The steps `result`'s user must go through, in order. */
export function requiredAfterLoginSteps(result: FlowResult, config: AppConfig | null): AfterLoginStepId[] {
  return afterLoginStepIds.filter((step) => afterLoginRules[step](result, config));
}
