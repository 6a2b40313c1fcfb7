import type { AppConfig, LinkedAccount, User } from '@foyer/headless';
import { describe, expect, it } from 'vitest';
import type { IntentType } from '../intents.ts';
import { type AfterLoginFacts, afterLoginSteps } from './afterLogin.ts';

type Overrides = {
  intent?: IntentType;
  user?: Partial<User>;
  legal?: Partial<AppConfig['legal']>;
  ethereum?: AppConfig['embeddedWallets']['ethereum']['createOnLogin'];
  mfa?: Partial<AppConfig['mfa']>;
};

function facts({ intent = 'login', user, legal, ethereum = 'off', mfa }: Overrides = {}): AfterLoginFacts {
  const config = {
    legal: { termsAndConditionsUrl: null, privacyPolicyUrl: null, requireUsersAcceptTerms: false, ...legal },
    embeddedWallets: { ethereum: { createOnLogin: ethereum }, solana: { createOnLogin: 'off' }, showWalletUIs: true },
    mfa: { methods: [], noPromptOnMfaRequired: false, ...mfa },
  } as unknown as AppConfig;
  return {
    intent,
    config,
    user: { linkedAccounts: [], mfaMethods: [], hasAcceptedTerms: false, ...user } as unknown as User,
  };
}

const wallet = (walletClientType: string) =>
  ({ type: 'wallet', chainType: 'ethereum', walletClientType }) as unknown as LinkedAccount;
const required = (id: string, input: AfterLoginFacts) =>
  afterLoginSteps.find((step) => step.id === id)!.required(input);

describe('after-login steps (spec §2, §4; document 2)', () => {
  it('run in the spec order; terms and wallet creation have their screens', () => {
    expect(afterLoginSteps.map((step) => step.id)).toEqual(['accept-terms', 'create-wallets', 'enrol-mfa']);
    expect(afterLoginSteps.map((step) => step.screen)).toEqual(['terms', 'wallet/create', null]);
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
    const none: AfterLoginFacts = { ...facts(), config: null };
    expect(afterLoginSteps.map((step) => step.required(none))).toEqual([false, false, false]);
  });
});
