import { describe, expect, it } from 'vitest';
import { ethereumTarget, solanaTarget } from '../../../../../test/support/fundingTargets.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { ConnectedExternalWallet } from '../external/types.ts';
import {
  cardPaymentStage,
  type FundWalletEvent,
  type FundWalletSnapshot,
  fundWalletExit,
  fundWalletMachine,
  initialFundWalletSnapshot,
} from './fundWallet.machine.ts';
import type { WireMoonpayTransaction } from './services.ts';
import type { FundingOptions, FundWalletConfig } from './types.ts';

const ADDRESS = '0xAa00000000000000000000000000000000000001';
const target = ethereumTarget(ADDRESS);
const options: FundingOptions = {
  card: ['moonpay', 'coinbase'],
  cardBadge: null,
  exchange: true,
  wallet: true,
  manual: true,
  showAlternateProvider: true,
  bridging: true,
};
const external = {
  address: '0xBb00000000000000000000000000000000000002',
  chainType: 'ethereum',
  chainId: 'eip155:31337',
  walletClientType: 'metamask',
  connectorType: 'injected',
  linked: false,
  meta: { name: 'MetaMask', id: 'io.metamask' },
} as ConnectedExternalWallet;

/** Runs events from the start; returns the last transition. */
function run(events: FundWalletEvent[], fund: FundWalletConfig = {}) {
  let snapshot: FundWalletSnapshot = initialFundWalletSnapshot;
  let effects: readonly unknown[] = [];
  const all: FundWalletEvent[] = [
    { type: 'start', address: ADDRESS, fund, wallets: [external] },
    { type: 'resolved', address: ADDRESS, fund, wallets: [external], target, options },
    ...events,
  ];
  for (const event of all) ({ snapshot, effects } = fundWalletMachine(snapshot, event));
  return { snapshot, effects };
}

const moonpay = (status: WireMoonpayTransaction['status'], paymentMethod = 'credit_debit_card') =>
  ({
    id: 't',
    externalTransactionId: 'x',
    status,
    paymentMethod,
    cardPaymentType: null,
    currency: { code: 'eth' },
    baseCurrencyAmount: 150,
    quoteCurrencyAmount: 0.05,
    feeAmount: 3,
    extraFeeAmount: 1,
    networkFeeAmount: 0.5,
    walletAddress: ADDRESS,
    cryptoTransactionId: null,
  }) satisfies WireMoonpayTransaction;

describe('funding a wallet (spec §2 Funding, §4)', () => {
  it('resolves, then shows the chooser; a start resolves what is funded first', () => {
    const started = fundWalletMachine(initialFundWalletSnapshot, {
      type: 'start',
      address: ADDRESS,
      fund: {},
      wallets: [],
    });
    expect(started.effects).toEqual([{ type: 'resolve', address: ADDRESS, fund: {}, wallets: [] }]);
    expect(run([]).snapshot).toMatchObject({ status: 'choosing-method', options, error: null });
  });

  it('a resolve failure ends the flow (funding not enabled)', () => {
    const error = new FoyerError(ErrorCode.FUNDING_NOT_ENABLED, 'Wallet funding is not enabled');
    const started = fundWalletMachine(initialFundWalletSnapshot, {
      type: 'start',
      address: ADDRESS,
      fund: {},
      wallets: [],
    });
    expect(fundWalletMachine(started.snapshot, { type: 'failed', error }).snapshot).toMatchObject({
      status: 'error',
      error,
    });
  });

  it('defaultFundingMethod starts the method at once (spec §4): manual goes to the receive screen', () => {
    const { snapshot, effects } = run([], { defaultFundingMethod: 'manual' });
    expect(snapshot).toMatchObject({ status: 'receiving', qrValue: `ethereum:${ADDRESS}@31337`, canContinue: false });
    expect(effects).toEqual([{ type: 'receive', target }]);
  });

  it('card: amount (Continue only when valid), the popup, the status stages, Continue → done', () => {
    let step = run([{ type: 'choose', method: 'card' }]);
    expect(step.snapshot).toMatchObject({ status: 'editing-amount', method: 'card', amountValid: true });
    step = run([
      { type: 'choose', method: 'card' },
      { type: 'setAmount', amount: '1.2.3' },
      { type: 'continue', popup: null },
    ]);
    expect(step.snapshot).toMatchObject({ status: 'editing-amount', amountValid: false });
    expect(step.effects).toEqual([]);
    step = run([
      { type: 'choose', method: 'card' },
      { type: 'setAmount', amount: '0.1' },
      { type: 'continue', popup: null },
    ]);
    expect(step.snapshot).toMatchObject({ status: 'card-payment', payment: 'opening' });
    expect(step.effects).toEqual([{ type: 'card', target: { ...target, amount: '0.1' }, popup: null }]);
    const paid = run([
      { type: 'choose', method: 'card' },
      { type: 'continue', popup: null },
      { type: 'cardUpdate', transaction: moonpay('pending') },
      { type: 'cardCompleted', transaction: moonpay('completed') },
    ]);
    expect(paid.snapshot).toMatchObject({ status: 'card-payment', payment: 'completed', summary: { fees: 4.5 } });
    const finished = fundWalletMachine(paid.snapshot, { type: 'continue' });
    expect(finished.snapshot).toMatchObject({
      status: 'done',
      result: { method: 'card', provider: 'moonpay', value: '0.05', token: 'ETH', chainId: 'eip155:31337' },
    });
  });

  it("the card provider's statuses map to the spec's stages", () => {
    expect(cardPaymentStage(moonpay('initial'))).toBe('pending');
    expect(cardPaymentStage(moonpay('waitingAuthorization'))).toBe('pending');
    expect(cardPaymentStage(moonpay('waitingAuthorization', 'sepa_bank_transfer'))).toBe('processing');
    expect(cardPaymentStage(moonpay('completed'))).toBe('completed');
    expect(cardPaymentStage(moonpay('waitingPayment'))).toBe('in-progress');
  });

  it('a failed method returns to the chooser with its error as the banner', () => {
    const error = new FoyerError(ErrorCode.CARD_FUNDING_FAILED, 'declined');
    const { snapshot } = run([
      { type: 'choose', method: 'card' },
      { type: 'continue', popup: null },
      { type: 'failed', error },
    ]);
    expect(snapshot).toMatchObject({ status: 'choosing-method', error });
    expect(fundWalletMachine(snapshot, { type: 'choose', method: 'manual' }).snapshot).toMatchObject({
      status: 'receiving',
      error: null,
    });
  });

  it('the alternate provider: the second card provider; exchange uses Coinbase in its send experience', () => {
    const coinbase = run([
      { type: 'choose', method: 'card', provider: 'coinbase' },
      { type: 'continue', popup: null },
    ]);
    expect(coinbase.effects).toEqual([{ type: 'exchange', target, popup: null, experience: 'buy' }]);
    const exchange = run([
      { type: 'choose', method: 'exchange' },
      { type: 'continue', popup: null },
    ]);
    expect(exchange.effects).toEqual([{ type: 'exchange', target, popup: null, experience: 'send' }]);
    const closed = fundWalletMachine(exchange.snapshot, { type: 'exchangeEnded', outcome: 'closed' });
    expect(closed.snapshot).toMatchObject({ status: 'choosing-method', error: null });
  });

  it('receive: Continue once the balance rose above the first read; funded at the amount', () => {
    let { snapshot } = run([{ type: 'choose', method: 'manual' }]);
    snapshot = fundWalletMachine(snapshot, { type: 'balance', balance: 10n }).snapshot;
    expect(snapshot).toMatchObject({ balance: 10n, canContinue: false, funded: false });
    expect(fundWalletMachine(snapshot, { type: 'continue' }).snapshot.status).toBe('receiving');
    snapshot = fundWalletMachine(snapshot, { type: 'balance', balance: 11n }).snapshot;
    expect(snapshot).toMatchObject({ canContinue: true, funded: false });
    snapshot = fundWalletMachine(snapshot, { type: 'balance', balance: 10n ** 18n }).snapshot;
    expect(snapshot).toMatchObject({ canContinue: true, funded: true });
    expect(fundWalletExit(snapshot)).toEqual({
      address: ADDRESS,
      chainId: 'eip155:31337',
      fundingMethod: 'manual',
      balance: 10n ** 18n,
    });
    const finished = fundWalletMachine(snapshot, { type: 'continue' });
    expect(finished.snapshot).toMatchObject({ status: 'done' });
    expect(finished.effects).toEqual([{ type: 'halt' }]);
  });

  it('wallet: choose, amount, prepared with funds → confirm → sent → done with the hash', () => {
    const prepared = run([
      { type: 'choose', method: 'wallet' },
      { type: 'chooseWallet', wallet: external },
      { type: 'continue' },
    ]);
    expect(prepared.effects).toEqual([{ type: 'prepareTransfer', target, from: external }]);
    let { snapshot, effects } = fundWalletMachine(prepared.snapshot, {
      type: 'prepared',
      total: 51n,
      fee: 1n,
      hasFunds: true,
    });
    expect(snapshot).toMatchObject({ status: 'confirming-transfer', total: 51n, fee: 1n, submitting: false });
    ({ snapshot, effects } = fundWalletMachine(snapshot, { type: 'confirm' }));
    expect(effects).toEqual([{ type: 'transfer', target, from: external }]);
    expect(fundWalletMachine(snapshot, { type: 'confirm' }).effects).toEqual([]);
    const rejected = fundWalletMachine(snapshot, {
      type: 'failed',
      error: new FoyerError(ErrorCode.USER_REJECTED_REQUEST, 'no'),
    });
    expect(rejected.snapshot).toMatchObject({ status: 'confirming-transfer', submitting: false });
    expect(fundWalletMachine(snapshot, { type: 'transferred', hash: '0xabc' }).snapshot).toMatchObject({
      status: 'done',
      result: { method: 'wallet', provider: 'wallet', transactionHash: '0xabc' },
    });
  });

  it('wallet without funds: bridge sources, a quote, confirm, bridging, success or refund', () => {
    const lacking = run([
      { type: 'choose', method: 'wallet' },
      { type: 'chooseWallet', wallet: external },
      { type: 'continue' },
      { type: 'prepared', total: 51n, fee: 1n, hasFunds: false },
    ]);
    expect(lacking.effects).toEqual([{ type: 'findSources', target, from: external }]);
    const source = { chainId: 'eip155:31338', networkName: 'Foyer Local 2', balance: 10n ** 18n, cost: null };
    let { snapshot, effects } = fundWalletMachine(lacking.snapshot, { type: 'sourcesFound', sources: [source] });
    expect(effects).toEqual([{ type: 'quote', target, from: external, chainId: 'eip155:31338' }]);
    expect(fundWalletMachine(snapshot, { type: 'confirm' }).effects).toEqual([]);
    ({ snapshot } = fundWalletMachine(snapshot, { type: 'quoted', chainId: 'eip155:31338', cost: 6n }));
    expect(snapshot).toMatchObject({ status: 'choosing-bridge', quoting: false, sources: [{ cost: 6n }] });
    ({ snapshot, effects } = fundWalletMachine(snapshot, { type: 'confirm' }));
    expect(effects).toEqual([{ type: 'bridge', target, from: external, chainId: 'eip155:31338' }]);
    ({ snapshot } = fundWalletMachine(snapshot, { type: 'bridgeSent', hash: '0x01' }));
    ({ snapshot } = fundWalletMachine(snapshot, { type: 'bridgeStatus', status: 'waiting' }));
    expect(snapshot).toMatchObject({ status: 'bridging', bridgeStatus: 'waiting', originTransaction: '0x01' });
    expect(
      fundWalletMachine(snapshot, { type: 'bridgeEnded', status: 'success', hash: '0x01', refundStatusUrl: null })
        .snapshot,
    ).toMatchObject({ status: 'done', result: { transactionHash: '0x01' } });
    const refunded = fundWalletMachine(snapshot, {
      type: 'bridgeEnded',
      status: 'refund',
      hash: '0x01',
      refundStatusUrl: 'https://relay.example/0x01',
    });
    expect(refunded.snapshot).toMatchObject({ status: 'bridge-failed', refunded: true });
    expect(fundWalletMachine(refunded.snapshot, { type: 'retry' }).effects).toEqual([
      { type: 'findSources', target, from: external },
    ]);
  });

  it('a Solana wallet funded from an Ethereum wallet goes to the bridge at once (spec §2 Solana bridging funding)', () => {
    const solana = solanaTarget('So1ana11111111111111111111111111111111111111');
    let snapshot: FundWalletSnapshot = initialFundWalletSnapshot;
    let effects: readonly unknown[] = [];
    for (const event of [
      { type: 'start', address: solana.address, fund: {}, wallets: [external] },
      { type: 'resolved', address: solana.address, fund: {}, wallets: [external], target: solana, options },
      { type: 'choose', method: 'wallet' },
      { type: 'chooseWallet', wallet: external },
      { type: 'continue' },
    ] satisfies FundWalletEvent[]) {
      ({ snapshot, effects } = fundWalletMachine(snapshot, event));
    }
    expect(snapshot).toMatchObject({ status: 'choosing-bridge', from: external, quoting: true });
    expect(effects).toEqual([{ type: 'findSources', target: solana, from: external }]);
  });

  it('without bridging, a wallet lacking funds returns to the chooser with INSUFFICIENT_BALANCE', () => {
    let snapshot: FundWalletSnapshot = initialFundWalletSnapshot;
    const noBridge = { ...options, bridging: false };
    for (const event of [
      { type: 'start', address: ADDRESS, fund: {}, wallets: [external] },
      { type: 'resolved', address: ADDRESS, fund: {}, wallets: [external], target, options: noBridge },
      { type: 'choose', method: 'wallet' },
      { type: 'chooseWallet', wallet: external },
      { type: 'continue' },
      { type: 'prepared', total: 51n, fee: 1n, hasFunds: false },
    ] satisfies FundWalletEvent[]) {
      snapshot = fundWalletMachine(snapshot, event).snapshot;
    }
    expect(snapshot).toMatchObject({
      status: 'choosing-method',
      error: { code: ErrorCode.INSUFFICIENT_BALANCE, details: { address: external.address } },
    });
  });

  it('back returns to the chooser and halts what runs; stale reports are ignored', () => {
    const receiving = run([{ type: 'choose', method: 'manual' }]);
    const back = fundWalletMachine(receiving.snapshot, { type: 'back' });
    expect(back.snapshot).toMatchObject({ status: 'choosing-method', error: null });
    expect(back.effects).toEqual([{ type: 'halt' }]);
    expect(fundWalletMachine(back.snapshot, { type: 'balance', balance: 5n }).snapshot).toBe(back.snapshot);
  });
});
