import { describe, expect, it } from 'vitest';
import { embeddedAccount, externalAccount, userWith } from '../../../../../test/support/walletUsers.ts';
import type { CreateOnLogin } from '../../core/api/wire.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import type { WalletErrorType } from '../../core/wallets/protocol.ts';
import type { CreateWalletOptions } from '../types.ts';
import { walletChainsToCreate } from './createOnLoginRule.ts';
import { planWalletCreation } from './creationRules.ts';
import { EmbeddedWalletError, walletErrorCode } from './errors.ts';
import { embeddedWallets, walletsOfChain } from './selectors.ts';
import { assertMessage, assertTypedData, pickWallet, requireUser } from './signingRules.ts';

const ETH0 = '0xAa00000000000000000000000000000000000001';
const ETH1 = '0xAa00000000000000000000000000000000000002';
const ETH3 = '0xAa00000000000000000000000000000000000004';
const IMPORTED = '0xBb00000000000000000000000000000000000009';
const SOL0 = 'So1ana11111111111111111111111111111111111111';

const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('embeddedWallets: the user linked accounts as wallets', () => {
  it('reads index, recovery and the entropy (the Ethereum index-0 address) of every embedded wallet', () => {
    const user = userWith([
      embeddedAccount('solana', SOL0),
      embeddedAccount('ethereum', ETH1, { wallet_index: 1 }),
      embeddedAccount('ethereum', ETH0),
      embeddedAccount('ethereum', IMPORTED, { imported: true, wallet_index: 2 }),
      externalAccount('0xCc00000000000000000000000000000000000001'),
    ]);
    const wallets = embeddedWallets(user);
    expect(wallets.map((wallet) => [wallet.address, wallet.walletIndex, wallet.hdWalletIndex])).toEqual([
      [ETH0, 0, 0],
      [ETH1, 1, 1],
      [IMPORTED, 2, 0],
      [SOL0, 0, 0],
    ]);
    const root = { entropyId: ETH0, entropyIdVerifier: 'ethereum-address-verifier' };
    expect(wallets[1]).toMatchObject({
      chainType: 'ethereum',
      walletClientType: 'privy',
      connectorType: 'embedded',
      ...root,
    });
    expect(wallets[3]).toMatchObject({ chainType: 'solana', ...root });
    // An imported key is its own entropy.
    expect(wallets[2]).toMatchObject({
      imported: true,
      entropyId: IMPORTED,
      entropyIdVerifier: 'ethereum-address-verifier',
    });
    expect(walletsOfChain(wallets, 'solana').map((wallet) => wallet.address)).toEqual([SOL0]);
  });

  it('uses the Solana index-0 address as entropy when there is no Ethereum wallet, and nothing without a user', () => {
    const [wallet] = embeddedWallets(userWith([embeddedAccount('solana', SOL0)]));
    expect(wallet).toMatchObject({ entropyId: SOL0, entropyIdVerifier: 'solana-address-verifier' });
    expect(embeddedWallets(null)).toEqual([]);
  });
});

describe('planWalletCreation (spec §4 creation rules)', () => {
  const none = embeddedWallets(userWith([]));
  const one = embeddedWallets(userWith([embeddedAccount('ethereum', ETH0)]));
  const gap = embeddedWallets(
    userWith([
      embeddedAccount('ethereum', ETH0),
      embeddedAccount('ethereum', ETH3, { wallet_index: 3 }),
      embeddedAccount('ethereum', IMPORTED, { imported: true, wallet_index: 7 }),
    ]),
  );
  it.each<[string, typeof none, CreateWalletOptions, string]>([
    ['no wallet: the primary', none, {}, 'primary'],
    ['no wallet, createAdditional: the primary', none, { createAdditional: true }, 'primary'],
    ['no wallet, index 0: the primary', none, { walletIndex: 0 }, 'primary'],
    ['a wallet, nothing asked', one, {}, ErrorCode.EMBEDDED_WALLET_ALREADY_EXISTS],
    ['a wallet, createAdditional: index 1', one, { createAdditional: true }, 'add 1'],
    ['highest index + 1 (imported keys do not count)', gap, { createAdditional: true }, 'add 4'],
    ['an explicit free index', gap, { walletIndex: 2 }, 'add 2'],
    ['an index already taken', gap, { walletIndex: 3 }, ErrorCode.EMBEDDED_WALLET_ALREADY_EXISTS],
    ['index 0 taken', one, { walletIndex: 0 }, ErrorCode.EMBEDDED_WALLET_ALREADY_EXISTS],
    ['a negative index', one, { walletIndex: -1 }, ErrorCode.EMBEDDED_WALLET_CREATE_ERROR],
    ['a fractional index', one, { walletIndex: 1.5 }, ErrorCode.EMBEDDED_WALLET_CREATE_ERROR],
    ['an extra wallet without a primary', none, { walletIndex: 2 }, ErrorCode.EMBEDDED_WALLET_CREATE_ERROR],
  ])('%s', (_, wallets, options, expected) => {
    let outcome: string;
    try {
      const plan = planWalletCreation(wallets, options);
      outcome = plan.kind === 'add' ? `add ${plan.hdWalletIndex}` : plan.kind;
      if (plan.kind === 'add') expect(plan.primary.address).toBe(ETH0);
    } catch (error) {
      outcome = (error as { code: string }).code;
    }
    expect(outcome).toBe(expected);
  });
});

describe('walletChainsToCreate (createOnLogin)', () => {
  const config = (ethereum: CreateOnLogin, solana: CreateOnLogin) => ({
    embeddedWallets: {
      ethereum: { createOnLogin: ethereum },
      solana: { createOnLogin: solana },
      showWalletUIs: true,
      userOwnedRecoveryOptions: [],
      requireUserOwnedRecoveryOnCreate: false,
    },
  });
  const fresh = userWith([]);
  const withEth = userWith([embeddedAccount('ethereum', ETH0)]);
  const withExternal = userWith([externalAccount('0xCc00000000000000000000000000000000000001')]);
  it.each<[string, CreateOnLogin, CreateOnLogin, ReturnType<typeof userWith>, string[]]>([
    ['off for both', 'off', 'off', fresh, []],
    ['all-users, a new user: both', 'all-users', 'all-users', fresh, ['ethereum', 'solana']],
    ['all-users, has Ethereum: the missing Solana one', 'all-users', 'all-users', withEth, ['solana']],
    ['all-users with an external wallet: still created', 'all-users', 'off', withExternal, ['ethereum']],
    [
      'users-without-wallets, a new user',
      'users-without-wallets',
      'users-without-wallets',
      fresh,
      ['ethereum', 'solana'],
    ],
    ['users-without-wallets, an external wallet: none', 'users-without-wallets', 'off', withExternal, []],
    ['users-without-wallets, has Ethereum: no Solana', 'off', 'users-without-wallets', withEth, []],
    ['mixed: Ethereum all-users, Solana off', 'all-users', 'off', fresh, ['ethereum']],
  ])('%s', (_, ethereum, solana, user, expected) => {
    expect(walletChainsToCreate(config(ethereum, solana), user)).toEqual(expected);
  });
});

describe('signing rules', () => {
  const wallets = embeddedWallets(
    userWith([
      embeddedAccount('ethereum', ETH0),
      embeddedAccount('ethereum', ETH1, { wallet_index: 1 }),
      embeddedAccount('solana', SOL0),
    ]),
  );
  it.each([
    ['no address: the primary', 'ethereum', undefined, ETH0],
    ['an address in another case', 'ethereum', ETH1.toLowerCase(), ETH1],
    ['Solana primary', 'solana', undefined, SOL0],
    ['an unknown address', 'ethereum', '0xdead', ErrorCode.EMBEDDED_WALLET_NOT_FOUND],
    ['a Solana address is case-sensitive', 'solana', SOL0.toLowerCase(), ErrorCode.EMBEDDED_WALLET_NOT_FOUND],
  ] as const)('pickWallet: %s', (_, chain, address, expected) => {
    let outcome: string;
    try {
      outcome = pickWallet(wallets, chain, address).address;
    } catch (error) {
      outcome = (error as { code: string }).code;
    }
    expect(outcome).toBe(expected);
  });

  it('pickWallet fails for a user without wallets of the chain', () => {
    expect(codeOf(() => pickWallet([], 'solana'))).toBe(ErrorCode.EMBEDDED_WALLET_NOT_FOUND);
  });

  it.each([
    ['hello', 'string', 'ok'],
    ['', 'string', ErrorCode.INVALID_MESSAGE],
    [42, 'string', ErrorCode.INVALID_MESSAGE],
    [new Uint8Array([1]), 'bytes', 'ok'],
    [new Uint8Array(), 'bytes', ErrorCode.INVALID_MESSAGE],
    ['text', 'bytes', ErrorCode.INVALID_MESSAGE],
  ] as const)('assertMessage(%j, %s) → %s', (message, kind, expected) => {
    expect(codeOf(() => assertMessage(message, kind))).toBe(expected);
  });

  it('typed data needs types, primaryType and message; a user is required', () => {
    expect(codeOf(() => assertTypedData({ types: {}, primaryType: 'Mail', message: {} }))).toBe('ok');
    expect(codeOf(() => assertTypedData({ types: {}, message: {} }))).toBe(ErrorCode.INVALID_MESSAGE);
    expect(codeOf(() => assertTypedData(null))).toBe(ErrorCode.INVALID_MESSAGE);
    expect(codeOf(() => requireUser(null))).toBe(ErrorCode.MUST_BE_AUTHENTICATED);
  });
});

describe('wallet iframe errors', () => {
  it.each<[WalletErrorType, string]>([
    ['missing_or_invalid_mfa', ErrorCode.MISSING_OR_INVALID_MFA],
    ['insufficient_funds', ErrorCode.INSUFFICIENT_BALANCE],
    ['wallet_not_on_device', ErrorCode.EMBEDDED_WALLET_NOT_FOUND],
    ['error', ErrorCode.UNKNOWN_EMBEDDED_WALLET_ERROR],
    ['invalid_recovery_pin', ErrorCode.INVALID_RECOVERY_PASSWORD],
    ['mfa_timeout', ErrorCode.MFA_TIMEOUT],
    ['mfa_verification_max_attempts_reached', ErrorCode.MFA_VERIFICATION_MAX_ATTEMPTS_REACHED],
    ['twilio_verification_failed', ErrorCode.SMS_VERIFICATION_FAILED],
  ])('%s → %s', (type, code) => {
    expect(walletErrorCode(type)).toBe(code);
    const error = new EmbeddedWalletError(type, 'x');
    expect(error).toMatchObject({ name: 'EmbeddedWalletError', kind: 'client', code, walletErrorType: type });
  });
});
