import { describe, expect, it } from 'vitest';
import { embeddedAccount, userWith } from '../../../../../../test/support/walletUsers.ts';
import { ErrorCode } from '../../../core/errors/codes.ts';
import { FoyerError } from '../../../core/errors/FoyerError.ts';
import type { User } from '../../../core/user.ts';
import type { SolanaSendPreview, SolanaSendReceipt } from '../../sendTypes.ts';
import { embeddedWallets } from '../selectors.ts';
import {
  initialSendSolanaTransactionSnapshot as initial,
  sendSolanaTransactionMachine as machine,
  type SendSolanaTransactionEvent,
  type SendSolanaTransactionSnapshot,
  type SolanaSendFacts,
} from './sendSolanaTransaction.machine.ts';

const SOL = 'So1ana11111111111111111111111111111111111111';
const RPC = 'http://127.0.0.1:8899/rpc/solana';
const withSolana = userWith([embeddedAccount('solana', SOL)]);
const facts = (user: User | null, clusters = [{ name: 'localnet', rpcUrl: RPC }]): SolanaSendFacts => ({
  authenticated: user !== null,
  wallets: embeddedWallets(user),
  chains: [],
  clusters,
});
const bytes = new Uint8Array([1, 2, 3]);
const send = (
  overrides: Partial<Extract<SendSolanaTransactionEvent, { type: 'send' }>> = {},
): SendSolanaTransactionEvent => ({
  type: 'send',
  request: { transaction: bytes },
  facts: facts(withSolana),
  ...overrides,
});
const preview = { feePayer: SOL, hasFunds: true } as SolanaSendPreview;
const prepared = new Uint8Array([4, 5, 6]);
const receipt: SolanaSendReceipt = { signature: 'sig', signedTransaction: 'AQ==', fees: 5000n, slot: 7n };

function run(events: SendSolanaTransactionEvent[], from: SendSolanaTransactionSnapshot = initial) {
  let step: { snapshot: SendSolanaTransactionSnapshot; effects: readonly unknown[] } = { snapshot: from, effects: [] };
  for (const event of events) step = machine(step.snapshot, event);
  return step;
}

describe('the Solana send machine', () => {
  it.each([
    ['a visitor', send({ facts: facts(null) }), ErrorCode.MUST_BE_AUTHENTICATED],
    ['no bytes (serialize() failed)', send({ request: { transaction: null } }), ErrorCode.INVALID_DATA],
    ['empty bytes', send({ request: { transaction: new Uint8Array() } }), ErrorCode.INVALID_DATA],
    [
      'no wallet at the address',
      send({ request: { transaction: bytes, address: 'other' } }),
      ErrorCode.EMBEDDED_WALLET_NOT_FOUND,
    ],
    ['no cluster and no connection', send({ facts: facts(withSolana, []) }), ErrorCode.UNSUPPORTED_CHAIN_ID],
  ])('refuses %s at once, with no effect', (_, event, code) => {
    const { snapshot, effects } = run([event]);
    expect(snapshot.status).toBe('error');
    expect(snapshot.error?.code).toBe(code);
    expect(effects).toEqual([]);
  });

  it.each([
    ['the first configured cluster', {}, { name: 'localnet', rpcUrl: RPC }],
    ['a connection the config names', { rpcUrl: RPC }, { name: 'localnet', rpcUrl: RPC }],
    [
      'a connection of its own (no name)',
      { rpcUrl: 'https://rpc.example' },
      { name: null, rpcUrl: 'https://rpc.example' },
    ],
  ])('prepares on %s', (_, request, cluster) => {
    const { snapshot, effects } = run([send({ request: { transaction: bytes, ...request } })]);
    expect(snapshot.status).toBe('preparing');
    expect(effects).toEqual([
      {
        type: 'prepare',
        wallet: expect.objectContaining({ address: SOL }),
        transaction: bytes,
        cluster,
        refreshBlockhash: false,
      },
    ]);
  });

  it('a retry (refreshBlockhash) prepares with a fresh blockhash', () => {
    const { effects } = run([send({ refreshBlockhash: true })]);
    expect(effects).toEqual([expect.objectContaining({ type: 'prepare', refreshBlockhash: true })]);
  });

  it('prepared → awaiting-confirmation with the submit effect of the prepared bytes and the call options', () => {
    const uiOptions = { title: 'Pay' };
    const { snapshot, effects } = run([
      send({ request: { transaction: bytes, uiOptions, showWalletUIs: false } }),
      { type: 'prepared', preview, transaction: prepared },
    ]);
    expect(snapshot).toMatchObject({ status: 'awaiting-confirmation', preview, prepared });
    expect(effects).toEqual([
      expect.objectContaining({
        type: 'submit',
        transaction: prepared,
        preview,
        options: { uiOptions, showWalletUIs: false },
      }),
    ]);
  });

  it('approved → submitting, sent → confirming with the signature at once, confirmed → done with the receipt', () => {
    const base = [send(), { type: 'prepared', preview, transaction: prepared }] as SendSolanaTransactionEvent[];
    expect(run([...base, { type: 'approved' }]).snapshot.status).toBe('submitting');
    const sent = run([...base, { type: 'approved' }, { type: 'sent', signature: 'sig' }]).snapshot;
    expect(sent).toMatchObject({ status: 'confirming', signature: 'sig', result: null });
    const done = run([
      ...base,
      { type: 'approved' },
      { type: 'sent', signature: 'sig' },
      { type: 'confirmed', receipt },
    ]);
    expect(done.snapshot).toMatchObject({ status: 'done', result: receipt, signature: 'sig' });
    expect(done.effects).toEqual([]);
  });

  it('a failure after the signature keeps it; answers out of turn change nothing', () => {
    const error = new FoyerError(ErrorCode.TRANSACTION_FAILURE, 'failed');
    const base = [
      send(),
      { type: 'prepared', preview, transaction: prepared },
      { type: 'approved' },
      { type: 'sent', signature: 'sig' },
    ] as SendSolanaTransactionEvent[];
    expect(run([...base, { type: 'failed', error }]).snapshot).toMatchObject({
      status: 'error',
      error,
      signature: 'sig',
    });
    for (const event of [
      { type: 'sent', signature: 'x' },
      { type: 'confirmed', receipt },
      { type: 'failed', error },
    ] as const) {
      expect(machine(initial, event).snapshot).toBe(initial);
    }
    const preparing = run([send()]).snapshot;
    expect(machine(preparing, send()).snapshot).toBe(preparing);
  });
});
