import { describe, expect, it } from 'vitest';
import { embeddedAccount, externalAccount, userWith } from '../../../../../test/support/walletUsers.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { Machine, Transition } from '../../core/flow/types.ts';
import type { User } from '../../core/user.ts';
import type { EmbeddedWallet } from '../types.ts';
import { createWalletMachine, initialCreateWalletSnapshot } from './createWallet.machine.ts';
import { importWalletMachine, initialImportWalletSnapshot } from './importWallet.machine.ts';
import type { WalletFacts } from './operation.ts';
import { initialRequiredWalletsSnapshot, requiredWalletsMachine } from './requiredWallets.machine.ts';
import { embeddedWallets } from './selectors.ts';
import {
  initialSendSnapshot,
  initialSigningSnapshot,
  type SendSnapshot,
  type SignInput,
  type SigningEffect,
  type SigningEvent,
  type SigningSnapshot,
  sendingMachine,
  signingMachine,
} from './signing.machine.ts';
import { initialWalletRecoverySnapshot, walletRecoveryMachine } from './walletRecovery.machine.ts';

/** The wallet operations' machines: each a pure table of (snapshot, event) → snapshot and effects. */

const ETH = '0xAa00000000000000000000000000000000000001';
const ETH_1 = '0xAa00000000000000000000000000000000000002';
const SOL = 'So1ana11111111111111111111111111111111111111';
const withEthereum = userWith([embeddedAccount('ethereum', ETH)]);
const withBoth = userWith([embeddedAccount('ethereum', ETH), embeddedAccount('solana', SOL)]);
const facts = (user: User | null): WalletFacts => ({
  authenticated: user !== null,
  wallets: embeddedWallets(user),
  chains: [],
});

function run<Snapshot, Event, Effect>(machine: Machine<Snapshot, Event, Effect>, from: Snapshot, events: Event[]) {
  let step: Transition<Snapshot, Effect> = { snapshot: from, effects: [] };
  for (const event of events) step = machine(step.snapshot, event);
  return step;
}
const code = (error: FoyerError | null) => error?.code;
const signing: Machine<SigningSnapshot<unknown>, SigningEvent<unknown>, SigningEffect> = signingMachine;
const unsigned: SigningSnapshot<unknown> = initialSigningSnapshot;

describe('sendingMachine', () => {
  const send: SigningEvent<unknown> = {
    type: 'sign',
    input: { kind: 'send-transaction', transactions: [{ to: ETH_1, value: 1n }], options: {} },
    facts: { ...facts(withEthereum), chains: [{ id: 1, rpcUrls: { default: { http: ['http://node.test'] } } }] },
  };
  const sendMachine: Machine<SendSnapshot<unknown>, SigningEvent<unknown>, SigningEffect> = sendingMachine;
  const sent = (hash: `0x${string}`): SigningEvent<unknown> => ({ type: 'sent', hash });
  it('keeps the hash the chain took while sending, through to the receipt; a new send or reset starts without one', () => {
    const sending = run(sendMachine, initialSendSnapshot, [send, sent('0xab')]);
    expect(sending.snapshot).toMatchObject({ status: 'signing', hash: '0xab' });
    const done = sendingMachine(sending.snapshot, { type: 'signed', result: { hash: '0xab' } });
    expect(done.snapshot).toMatchObject({ status: 'done', hash: '0xab' });
    expect(sendingMachine(done.snapshot, send).snapshot).toMatchObject({ status: 'signing', hash: null });
    expect(sendingMachine(done.snapshot, { type: 'reset' }).snapshot).toMatchObject({ status: 'initial', hash: null });
  });
  it('ignores a hash once the send has ended', () => {
    const failure: SigningEvent<unknown> = {
      type: 'failed',
      error: new FoyerError(ErrorCode.TRANSACTION_FAILURE, 'x'),
    };
    const failed = run(sendMachine, initialSendSnapshot, [send, failure]);
    expect(sendMachine(failed.snapshot, sent('0xcd')).snapshot).toBe(failed.snapshot);
  });
});

describe('signingMachine', () => {
  const sign = (input: SigningEvent<unknown> & { type: 'sign' }) => input;
  it('plans personal_sign of the UTF-8 bytes with the primary wallet, then ends with the result', () => {
    const planned = run(signing, unsigned, [
      sign({ type: 'sign', input: { kind: 'message', message: 'hé', options: {} }, facts: facts(withEthereum) }),
    ]);
    expect(planned.snapshot.status).toBe('signing');
    expect(planned.effects).toEqual([
      {
        type: 'signEthereum',
        wallet: expect.objectContaining({ address: ETH }),
        call: { method: 'personal_sign', params: ['0x68c3a9', ETH] },
        request: { kind: 'message', message: 'hé' },
        options: {},
      },
    ]);
    const signed = signingMachine(planned.snapshot, { type: 'signed', result: { signature: '0x01' } });
    expect(signed.snapshot).toEqual({ status: 'done', error: null, result: { signature: '0x01' } });
  });

  it.each<[string, SigningEvent<unknown>, string]>([
    [
      'a visitor',
      { type: 'sign', input: { kind: 'message', message: 'x', options: {} }, facts: facts(null) },
      ErrorCode.MUST_BE_AUTHENTICATED,
    ],
    [
      'an empty message',
      { type: 'sign', input: { kind: 'message', message: '', options: {} }, facts: facts(withEthereum) },
      ErrorCode.INVALID_MESSAGE,
    ],
    [
      'an address that is not theirs',
      {
        type: 'sign',
        input: { kind: 'message', message: 'x', options: { address: ETH_1 } },
        facts: facts(withEthereum),
      },
      ErrorCode.EMBEDDED_WALLET_NOT_FOUND,
    ],
    [
      'a user without a Solana wallet',
      {
        type: 'sign',
        input: { kind: 'solana-message', message: new Uint8Array([1]), options: {} },
        facts: facts(withEthereum),
      },
      ErrorCode.EMBEDDED_WALLET_NOT_FOUND,
    ],
    [
      'a transaction without a chain id',
      {
        type: 'sign',
        input: {
          kind: 'ethereum-rpc',
          wallet: embeddedWallets(withEthereum)[0] as EmbeddedWallet<'ethereum'>,
          call: { method: 'eth_signTransaction', params: [{ to: ETH }] },
        },
        facts: facts(withEthereum),
      },
      ErrorCode.INVALID_DATA,
    ],
  ])('refuses %s at once, with no effect', (_, event, expected) => {
    const { snapshot, effects } = run(signing, unsigned, [event]);
    expect(snapshot.status).toBe('error');
    expect(code(snapshot.error)).toBe(expected);
    expect(effects).toEqual([]);
  });

  it('ignores a second sign while one runs, and a late answer once it is over', () => {
    const event = {
      type: 'sign',
      input: { kind: 'message', message: 'x', options: {} },
      facts: facts(withEthereum),
    } as const;
    const first = run(signing, unsigned, [event]);
    expect(signingMachine(first.snapshot, event)).toEqual({ snapshot: first.snapshot, effects: [] });
    const failed = signingMachine(first.snapshot, {
      type: 'failed',
      error: new FoyerError('user_rejected_request', 'no'),
    });
    expect(failed.snapshot.status).toBe('error');
    expect(signingMachine(failed.snapshot, { type: 'signed', result: 'late' }).snapshot).toBe(failed.snapshot);
  });
});

describe('createWalletMachine', () => {
  it('plans the primary wallet, or the next HD index with createAdditional, and is done once the user lists it', () => {
    const primary = run(createWalletMachine, initialCreateWalletSnapshot, [
      { type: 'create', options: {}, facts: facts(userWith([])) },
    ]);
    expect(primary.effects).toEqual([
      { type: 'create', chainType: 'ethereum', plan: { kind: 'primary' }, other: null },
    ]);
    const additional = run(createWalletMachine, initialCreateWalletSnapshot, [
      { type: 'create', options: { createAdditional: true }, facts: facts(withEthereum) },
    ]);
    expect(additional.effects).toEqual([
      expect.objectContaining({ plan: expect.objectContaining({ kind: 'add', hdWalletIndex: 1 }) }),
    ]);
    const wallets = embeddedWallets(userWith([embeddedAccount('ethereum', ETH)]));
    const done = createWalletMachine(primary.snapshot, {
      type: 'created',
      chainType: 'ethereum',
      address: ETH.toLowerCase(),
      wallets,
    });
    expect(done.snapshot).toMatchObject({ status: 'done', result: { address: ETH } });
  });

  it.each<[string, User | null, object, string]>([
    ['a visitor', null, {}, ErrorCode.MUST_BE_AUTHENTICATED],
    ['a second primary wallet', withEthereum, {}, ErrorCode.EMBEDDED_WALLET_ALREADY_EXISTS],
    ['a negative index', withEthereum, { walletIndex: -1 }, ErrorCode.EMBEDDED_WALLET_CREATE_ERROR],
  ])('refuses %s before any request', (_, user, options, expected) => {
    const { snapshot, effects } = run(createWalletMachine, initialCreateWalletSnapshot, [
      { type: 'create', options, facts: facts(user) },
    ]);
    expect(code(snapshot.error)).toBe(expected);
    expect(effects).toEqual([]);
  });

  it('fails when the refreshed user does not list the created wallet', () => {
    const creating = run(createWalletMachine, initialCreateWalletSnapshot, [
      { type: 'create', options: {}, facts: facts(userWith([])) },
    ]);
    const missing = createWalletMachine(creating.snapshot, {
      type: 'created',
      chainType: 'ethereum',
      address: ETH,
      wallets: [],
    });
    expect(code(missing.snapshot.error)).toBe(ErrorCode.EMBEDDED_WALLET_CREATE_ERROR);
  });
});

describe('requiredWalletsMachine', () => {
  const config = (ethereum: string, solana: string) =>
    ({ embeddedWallets: { ethereum: { createOnLogin: ethereum }, solana: { createOnLogin: solana } } }) as never;

  it('creates Ethereum, then Solana from the same entropy, and is done with both', () => {
    const user = userWith([]);
    const first = run(requiredWalletsMachine, initialRequiredWalletsSnapshot, [
      { type: 'create', user, config: config('all-users', 'all-users') },
    ]);
    expect(first.snapshot).toMatchObject({ status: 'creating', remaining: ['solana'], created: [] });
    expect(first.effects).toEqual([{ type: 'create', chainType: 'ethereum', plan: { kind: 'primary' }, other: null }]);
    const afterEthereum = embeddedWallets(withEthereum);
    const second = requiredWalletsMachine(first.snapshot, {
      type: 'created',
      chainType: 'ethereum',
      address: ETH,
      wallets: afterEthereum,
    });
    // Solana's primary wallet shares the Ethereum one's entropy: the effect names it.
    expect(second.effects).toEqual([
      {
        type: 'create',
        chainType: 'solana',
        plan: { kind: 'primary' },
        other: expect.objectContaining({ address: ETH }),
      },
    ]);
    const done = requiredWalletsMachine(second.snapshot, {
      type: 'created',
      chainType: 'solana',
      address: SOL,
      wallets: embeddedWallets(withBoth),
    });
    expect(done.snapshot.status).toBe('done');
    expect(done.snapshot.result?.map((wallet) => wallet.chainType)).toEqual(['ethereum', 'solana']);
  });

  it.each<[string, User, string, string, string[]]>([
    ['nothing when the user has both', withBoth, 'all-users', 'all-users', []],
    [
      'nothing for users-without-wallets when the user has an external wallet',
      userWith([externalAccount(ETH_1)]),
      'users-without-wallets',
      'off',
      [],
    ],
    ['Solana only', withEthereum, 'all-users', 'all-users', ['solana']],
  ])('decides the chains once, from the user as they logged in: %s', (_, user, ethereum, solana, chains) => {
    const { snapshot, effects } = run(requiredWalletsMachine, initialRequiredWalletsSnapshot, [
      { type: 'create', user, config: config(ethereum, solana) },
    ]);
    expect(effects.map((effect) => effect.chainType)).toEqual(chains);
    if (chains.length === 0) expect(snapshot).toMatchObject({ status: 'done', result: [] });
  });

  it('refuses a visitor, and joins a creation in flight (same snapshot, no effects)', () => {
    const visitor = run(requiredWalletsMachine, initialRequiredWalletsSnapshot, [
      { type: 'create', user: null, config: null },
    ]);
    expect(code(visitor.snapshot.error)).toBe(ErrorCode.MUST_BE_AUTHENTICATED);
    const creating = run(requiredWalletsMachine, initialRequiredWalletsSnapshot, [
      { type: 'create', user: userWith([]), config: config('all-users', 'off') },
    ]);
    expect(requiredWalletsMachine(creating.snapshot, { type: 'create', user: userWith([]), config: null })).toEqual({
      snapshot: creating.snapshot,
      effects: [],
    });
  });
});

describe('importWalletMachine', () => {
  it('keeps the key in the effect only, and is done with the imported wallet', () => {
    const privateKey = `0x${'1'.repeat(64)}`;
    const importing = run(importWalletMachine, initialImportWalletSnapshot, [
      { type: 'import', options: { privateKey: ` ${privateKey} ` }, facts: facts(withEthereum) },
    ]);
    expect(importing.effects).toEqual([{ type: 'import', privateKey, chainType: 'ethereum' }]);
    expect(JSON.stringify(importing.snapshot)).not.toContain('1111');
    const wallets = embeddedWallets(userWith([embeddedAccount('ethereum', ETH_1, { imported: true })]));
    const done = importWalletMachine(importing.snapshot, {
      type: 'imported',
      chainType: 'ethereum',
      address: ETH_1,
      wallets,
    });
    expect(done.snapshot).toMatchObject({ status: 'done', result: { address: ETH_1, imported: true } });
  });

  it.each<[string, object | undefined, User | null, string]>([
    ['a visitor', { privateKey: '0x1' }, null, ErrorCode.MUST_BE_AUTHENTICATED],
    ['an empty key', { privateKey: '  ' }, withEthereum, ErrorCode.INVALID_DATA],
    ['no options', undefined, withEthereum, ErrorCode.INVALID_DATA],
    ['an unknown chain', { privateKey: '0x1', chainType: 'bitcoin' }, withEthereum, ErrorCode.INVALID_DATA],
  ])('refuses %s before any request', (_, options, user, expected) => {
    const { snapshot, effects } = run(importWalletMachine, initialImportWalletSnapshot, [
      { type: 'import', options: options as never, facts: facts(user) },
    ]);
    expect(code(snapshot.error)).toBe(expected);
    expect(effects).toEqual([]);
  });
});

describe('walletRecoveryMachine', () => {
  it('secures the primary wallet and is done with it as the refreshed user lists it', () => {
    const setting = run(walletRecoveryMachine, initialWalletRecoverySnapshot, [
      { type: 'setAutomatic', facts: facts(withBoth) },
    ]);
    expect(setting.effects).toEqual([
      { type: 'setRecovery', primary: expect.objectContaining({ address: ETH }), recovery: { method: 'privy' } },
    ]);
    const primary = embeddedWallets(withBoth)[0] as EmbeddedWallet;
    const done = walletRecoveryMachine(setting.snapshot, {
      type: 'recoverySet',
      primary,
      wallets: embeddedWallets(withBoth),
    });
    expect(done.snapshot).toMatchObject({ status: 'done', result: { address: ETH } });
  });

  it('a cloud backup asks for the cloud first, then sets the recovery with its token', () => {
    const asked = run(walletRecoveryMachine, initialWalletRecoverySnapshot, [
      { type: 'setCloud', provider: 'google-drive', facts: facts(withBoth) },
    ]);
    expect(asked.snapshot.status).toBe('authorizing');
    const primary = embeddedWallets(withBoth)[0] as EmbeddedWallet;
    expect(asked.effects).toEqual([{ type: 'authorizeCloud', primary, provider: 'google-drive' }]);
    const setting = walletRecoveryMachine(asked.snapshot, {
      type: 'cloudAuthorized',
      primary,
      provider: 'google-drive',
      accessToken: 'cloud-token',
    });
    expect(setting.snapshot.status).toBe('setting-recovery');
    expect(setting.effects).toEqual([
      { type: 'setRecovery', primary, recovery: { method: 'google-drive', accessToken: 'cloud-token' } },
    ]);
    const refused = walletRecoveryMachine(asked.snapshot, {
      type: 'failed',
      error: new FoyerError(ErrorCode.RECOVERY_OAUTH_FAILED, 'denied'),
    });
    expect(code(refused.snapshot.error)).toBe(ErrorCode.RECOVERY_OAUTH_FAILED);
  });

  it('refuses a user without an embedded wallet', () => {
    const { snapshot, effects } = run(walletRecoveryMachine, initialWalletRecoverySnapshot, [
      { type: 'setAutomatic', facts: facts(userWith([])) },
    ]);
    expect(code(snapshot.error)).toBe(ErrorCode.EMBEDDED_WALLET_NOT_FOUND);
    expect(effects).toEqual([]);
  });
});

describe('signingMachine: raw hashes, EIP-7702 and the user signer', () => {
  const hash = `0x${'ab'.repeat(32)}` as const;
  const contract = '0x000000000000000000000000000000000000c0de';
  const node = { default: { http: ['http://node.test'] } };
  const sign = (input: SignInput, f = facts(withBoth)) => signing(unsigned, { type: 'sign', input, facts: f });

  it('a Solana raw hash signs its 32 bytes with the Solana wallet, shown as a raw hash', () => {
    const { effects } = sign({ kind: 'raw-hash', hash, chainType: 'solana', options: {} });
    expect(effects).toEqual([
      expect.objectContaining({
        type: 'signSolana',
        wallet: expect.objectContaining({ address: SOL }),
        message: new Uint8Array(32).fill(0xab),
        request: { kind: 'raw-hash', hash },
      }),
    ]);
  });

  it("an authorization without chainId is on the app's default chain, its nonce read from that chain's node", () => {
    const chains = [
      { id: 1, rpcUrls: node },
      { id: 8453, name: 'Base', rpcUrls: { default: { http: ['http://base.test'] } } },
    ];
    const { effects } = sign(
      { kind: 'authorization', authorization: { contractAddress: contract }, options: {} },
      { ...facts(withBoth), chains, defaultChainId: 8453 },
    );
    expect(effects).toEqual([
      expect.objectContaining({
        type: 'signAuthorization',
        authorization: { contract, chainId: 8453, nonce: null },
        chain: chains[1],
        rpcUrl: 'http://base.test',
      }),
    ]);
  });

  it('an authorization with its nonce needs no node; without one, a chain the app has not is unsupported', () => {
    const explicit = sign({
      kind: 'authorization',
      authorization: { contractAddress: contract, chainId: 7, nonce: 1 },
      options: {},
    });
    expect(explicit.effects).toEqual([expect.objectContaining({ rpcUrl: null, chain: undefined })]);
    const unknown = sign({
      kind: 'authorization',
      authorization: { contractAddress: contract, chainId: 7 },
      options: {},
    });
    expect(code(unknown.snapshot.error)).toBe(ErrorCode.UNSUPPORTED_CHAIN_ID);
  });

  it('the user signer is the HD entropy: a user with only an imported wallet has none', () => {
    const importedOnly = userWith([embeddedAccount('ethereum', ETH, { imported: true })]);
    const request = {
      version: 1 as const,
      method: 'POST' as const,
      url: 'https://provider.test/api/v1/wallets',
      body: {},
      headers: { 'privy-app-id': 'app', 'privy-request-expiry': '1' },
    };
    const refused = sign({ kind: 'wallet-api-request', request, options: {} }, facts(importedOnly));
    expect(code(refused.snapshot.error)).toBe(ErrorCode.EMBEDDED_WALLET_NOT_FOUND);
    const signed = sign({ kind: 'wallet-api-request', request, options: {} });
    expect(signed.effects).toEqual([
      expect.objectContaining({ type: 'signAsUser', wallet: expect.objectContaining({ address: ETH }) }),
    ]);
  });
});
