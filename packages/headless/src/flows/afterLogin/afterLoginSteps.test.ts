import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../core/config/types.ts';
import type { FlowIntent, FlowResult } from '../../core/flow/types.ts';
import type { LinkedAccount, User } from '../../core/user.ts';
import {
  type AfterLoginStepId,
  afterLoginRules,
  afterLoginStepIds,
  requiredAfterLoginSteps,
} from './afterLoginSteps.ts';

type Overrides = {
  intent?: FlowIntent;
  user?: Partial<User>;
  legal?: Partial<AppConfig['legal']>;
  ethereum?: AppConfig['embeddedWallets']['ethereum']['createOnLogin'];
  mfa?: Partial<AppConfig['mfa']>;
};

function facts({ intent = 'login', user, legal, ethereum = 'off', mfa }: Overrides = {}) {
  const config = {
    legal: { termsAndConditionsUrl: null, privacyPolicyUrl: null, requireUsersAcceptTerms: false, ...legal },
    embeddedWallets: { ethereum: { createOnLogin: ethereum }, solana: { createOnLogin: 'off' }, showWalletUIs: true },
    mfa: { methods: [], noPromptOnMfaRequired: false, ...mfa },
  } as unknown as AppConfig;
  const result = {
    intent,
    user: { linkedAccounts: [], mfaMethods: [], hasAcceptedTerms: false, ...user } as unknown as User,
  } as FlowResult;
  return { result, config };
}

const wallet = (walletClientType: string) =>
  ({ type: 'wallet', chainType: 'ethereum', walletClientType }) as unknown as LinkedAccount;
const required = (step: AfterLoginStepId, { result, config }: ReturnType<typeof facts>) =>
  afterLoginRules[step](result, config);

describe('after-login steps (spec §2, §4; document 2)', () => {
  it('run in the spec order', () => {
    expect(afterLoginStepIds).toEqual(['accept-terms', 'create-wallets', 'enrol-mfa']);
    const all = facts({ legal: { requireUsersAcceptTerms: true }, ethereum: 'all-users', mfa: { methods: ['totp'] } });
    expect(requiredAfterLoginSteps(all.result, all.config)).toEqual(['accept-terms', 'create-wallets', 'enrol-mfa']);
  });

  it.each<[string, Overrides, boolean]>([
    ['terms not required by the app', {}, false],
    ['terms required, not accepted', { legal: { requireUsersAcceptTerms: true } }, true],
    [
      'terms required, accepted already',
      { legal: { requireUsersAcceptTerms: true }, user: { hasAcceptedTerms: true } },
      false,
    ],
    ['terms required, but the intent is a link', { legal: { requireUsersAcceptTerms: true }, intent: 'link' }, false],
    [
      'terms required, but the intent is an update',
      { legal: { requireUsersAcceptTerms: true }, intent: 'update' },
      false,
    ],
  ])('accept-terms: %s', (_, overrides, expected) => {
    expect(required('accept-terms', facts(overrides))).toBe(expected);
  });

  it.each<[string, Overrides, boolean]>([
    ['createOnLogin off', {}, false],
    ['all-users, no wallet', { ethereum: 'all-users' }, true],
    [
      'all-users, an external wallet only',
      { ethereum: 'all-users', user: { linkedAccounts: [wallet('metamask')] } },
      true,
    ],
    [
      'all-users, an embedded wallet already',
      { ethereum: 'all-users', user: { linkedAccounts: [wallet('privy')] } },
      false,
    ],
    ['users-without-wallets, no wallet', { ethereum: 'users-without-wallets' }, true],
    [
      'users-without-wallets, an external wallet',
      { ethereum: 'users-without-wallets', user: { linkedAccounts: [wallet('metamask')] } },
      false,
    ],
  ])('create-wallets: %s', (_, overrides, expected) => {
    expect(required('create-wallets', facts(overrides))).toBe(expected);
  });

  it.each<[string, Overrides, boolean]>([
    ['the app offers no MFA', {}, false],
    ['the app offers MFA, the user has none', { mfa: { methods: ['totp'] } }, true],
    ['the app offers MFA, the user has it', { mfa: { methods: ['totp'] }, user: { mfaMethods: ['totp'] } }, false],
    ['the app asks not to prompt', { mfa: { methods: ['totp'], noPromptOnMfaRequired: true } }, false],
  ])('enrol-mfa: %s', (_, overrides, expected) => {
    expect(required('enrol-mfa', facts(overrides))).toBe(expected);
  });

  it('without an app config nothing is required', () => {
    const { result } = facts();
    expect(requiredAfterLoginSteps(result, null)).toEqual([]);
  });
});
