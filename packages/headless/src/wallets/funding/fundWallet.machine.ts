import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { FlowSnapshot, Transition } from '../../core/flow/types.ts';
import type { ConnectedExternalWallet } from '../external/types.ts';
import { smallestUnitOrNull } from './amount.ts';
import { receiveUri } from './receive.ts';
import type { RelayStatus, WireMoonpayTransaction } from './services.ts';
import { isValidFundingAmount } from './target.ts';
import type {
  BridgeSource,
  CardPaymentSummary,
  CardProvider,
  FundingMethod,
  FundingOptions,
  FundingTarget,
  FundWalletConfig,
  FundWalletExit,
  FundWalletResult,
  FundWalletState,
} from './types.ts';

/**
 * Funding a wallet (spec §2 'Funding', §4): resolve what is funded and the methods the app offers,
 * then one method at a time, each back to the chooser on failure (its error as the banner):
 * - card (Moonpay): amount → the provider's popup → its status until `completed` → Continue;
 * - exchange, or Coinbase's card: amount → the popup → the session's status → Continue;
 * - wallet: choose a connected wallet → amount → prepared transfer → confirm → sent; without funds on
 *   the target chain, a bridge from another network (quote, confirm, followed until success or refund);
 * - manual: the receive screen polls the balance; Continue once it rose.
 * `done` is 'Success!' (the UI closes it after 4 s); `error` ends the flow (funding not possible).
 */

/** What the flow keeps between screens. */
export interface FundingSession {
  address: string;
  fund: FundWalletConfig;
  target: FundingTarget;
  options: FundingOptions;
  method: FundingMethod | null;
  provider: CardProvider | null;
  /** The user's connected external wallets of the target's chain type. */
  wallets: ConnectedExternalWallet[];
  from: ConnectedExternalWallet | null;
  /** The receive screen's first balance read. */
  firstBalance: bigint | null;
  /** The last balance read (receive), for `onUserExited`. */
  lastBalance: bigint | null;
}

export type FundWalletSnapshot = FundWalletState & {
  error: FoyerError | null;
  result: FundWalletResult | null;
  session: FundingSession | null;
};

// The runtime needs the shared fields; every member has them.
type AssertFlowSnapshot<T extends FlowSnapshot> = T;
export type FundWalletFlowSnapshot = AssertFlowSnapshot<FundWalletSnapshot>;

export type FundWalletEvent =
  | { type: 'start'; address: string; fund: FundWalletConfig; wallets: ConnectedExternalWallet[] }
  | {
      type: 'resolved';
      address: string;
      fund: FundWalletConfig;
      wallets: ConnectedExternalWallet[];
      target: FundingTarget;
      options: FundingOptions;
    }
  | { type: 'choose'; method: FundingMethod; provider?: CardProvider }
  | { type: 'chooseWallet'; wallet: ConnectedExternalWallet }
  | { type: 'setAmount'; amount: string }
  /** Continue: opens the on-ramp in `popup` (opened in the click), prepares a transfer, or ends a finished method. */
  | { type: 'continue'; popup?: Window | null }
  | { type: 'cardUpdate'; transaction: WireMoonpayTransaction }
  | { type: 'cardCompleted'; transaction: WireMoonpayTransaction }
  | { type: 'exchangeStep'; step: 'pending-in-flow' | 'pending-after-flow' }
  | { type: 'exchangeEnded'; outcome: 'success' | 'closed' }
  | { type: 'balance'; balance: bigint }
  | { type: 'prepared'; total: bigint; fee: bigint; hasFunds: boolean }
  | { type: 'sourcesFound'; sources: BridgeSource[] }
  | { type: 'chooseSource'; chainId: string }
  | { type: 'quoted'; chainId: string; cost: bigint }
  | { type: 'confirm' }
  | { type: 'transferred'; hash: string }
  | { type: 'bridgeSent'; hash: string }
  | { type: 'bridgeStatus'; status: RelayStatus }
  | { type: 'bridgeEnded'; status: 'success' | 'refund' | 'failure'; hash: string; refundStatusUrl: string | null }
  | { type: 'retry' }
  | { type: 'back' }
  | { type: 'halted' }
  | { type: 'failed'; error: FoyerError }
  | { type: 'reset' };

export type FundWalletEffect =
  | { type: 'resolve'; address: string; fund: FundWalletConfig; wallets: ConnectedExternalWallet[] }
  | { type: 'card'; target: FundingTarget; popup: Window | null }
  | { type: 'exchange'; target: FundingTarget; popup: Window | null; experience: 'buy' | 'send' }
  | { type: 'receive'; target: FundingTarget }
  | { type: 'prepareTransfer'; target: FundingTarget; from: ConnectedExternalWallet }
  | { type: 'transfer'; target: FundingTarget; from: ConnectedExternalWallet }
  | { type: 'findSources'; target: FundingTarget; from: ConnectedExternalWallet }
  | { type: 'quote'; target: FundingTarget; from: ConnectedExternalWallet; chainId: string }
  | { type: 'bridge'; target: FundingTarget; from: ConnectedExternalWallet; chainId: string }
  /** Ends what runs (a poll) when the user leaves a method: the runtime aborts the previous run. */
  | { type: 'halt' };

export const initialFundWalletSnapshot: FundWalletSnapshot = {
  status: 'idle',
  error: null,
  result: null,
  session: null,
};

type Step = Transition<FundWalletSnapshot, FundWalletEffect>;
const stay = (snapshot: FundWalletSnapshot): Step => ({ snapshot, effects: [] });
const to = (state: FundWalletState, session: FundingSession | null, effects: FundWalletEffect[] = []): Step => ({
  snapshot: { error: null, result: null, ...state, session } as FundWalletSnapshot,
  effects,
});

/** Spec §4 'Card provider 1 payment status': the screen's stage of a payment that has not failed. */
export function cardPaymentStage(
  transaction: WireMoonpayTransaction,
): Extract<FundWalletState, { status: 'card-payment' }>['payment'] {
  switch (transaction.status) {
    case 'pending':
    case 'initial':
      return 'pending';
    case 'waitingAuthorization':
      return transaction.paymentMethod.includes('card') ? 'pending' : 'processing';
    case 'completed':
      return 'completed';
    default:
      return 'in-progress';
  }
}

function cardSummary(transaction: WireMoonpayTransaction): CardPaymentSummary {
  const fees = (transaction.feeAmount ?? 0) + (transaction.extraFeeAmount ?? 0) + (transaction.networkFeeAmount ?? 0);
  return {
    paymentMethod: transaction.paymentMethod,
    currencyCode: transaction.currency.code,
    baseCurrencyAmount: transaction.baseCurrencyAmount,
    quoteCurrencyAmount: transaction.quoteCurrencyAmount,
    fees,
  };
}

function result(session: FundingSession, transactionHash: string | null): FundWalletResult {
  const { target, method, provider } = session;
  return {
    method: method ?? 'manual',
    provider: method === 'wallet' ? (provider ?? 'wallet') : provider,
    status: 'completed',
    address: target.address,
    chainId: target.chainId,
    value: target.amount,
    token: target.asset.symbol,
    transactionHash,
  };
}

const done = (session: FundingSession, hash: string | null): Step =>
  to({ status: 'done', target: session.target, result: result(session, hash) }, session);

const chooser = (session: FundingSession, error: FoyerError | null = null): FundWalletState => ({
  status: 'choosing-method',
  target: session.target,
  options: session.options,
  error,
});

/** Starts a method: the chooser's button, or the call's `defaultFundingMethod` (spec §4). */
function startMethod(session: FundingSession, method: FundingMethod, provider?: CardProvider): Step {
  const { target, options } = session;
  if (method === 'manual') {
    const next = { ...session, method, provider: null, firstBalance: null };
    return to(
      { status: 'receiving', target, qrValue: receiveUri(target), balance: null, canContinue: false, funded: false },
      next,
      [{ type: 'receive', target }],
    );
  }
  if (method === 'wallet') {
    if (!options.wallet) return to(chooser(session), session);
    const next = { ...session, method, provider: null };
    return to({ status: 'choosing-wallet', target, wallets: session.wallets }, next);
  }
  const chosen: CardProvider | undefined = method === 'exchange' ? 'coinbase' : (provider ?? options.card[0]);
  const allowed = method === 'exchange' ? options.exchange : chosen !== undefined && options.card.includes(chosen);
  if (!allowed || !chosen) return to(chooser(session), session);
  const next = { ...session, method, provider: chosen };
  return to({ status: 'editing-amount', target, method, amountValid: isValidFundingAmount(target.amount) }, next);
}

function onReceive(snapshot: FundWalletSnapshot, session: FundingSession, balance: bigint): Step {
  if (snapshot.status !== 'receiving') return stay(snapshot);
  const firstBalance = session.firstBalance ?? balance;
  const requested = smallestUnitOrNull(session.target.amount, session.target.asset.decimals);
  const next = { ...session, firstBalance, lastBalance: balance };
  return to(
    {
      ...snapshot,
      balance,
      canContinue: snapshot.canContinue || balance > firstBalance,
      funded: requested !== null && balance >= requested,
    },
    next,
  );
}

export function fundWalletMachine(snapshot: FundWalletSnapshot, event: FundWalletEvent): Step {
  if (event.type === 'reset') return { snapshot: initialFundWalletSnapshot, effects: [] };
  if (event.type === 'start') {
    const { address, fund, wallets } = event;
    return { snapshot: initialFundWalletSnapshot, effects: [{ type: 'resolve', address, fund, wallets }] };
  }
  if (event.type === 'resolved') {
    if (snapshot.status !== 'idle') return stay(snapshot);
    const { address, fund, wallets, target, options } = event;
    const session: FundingSession = {
      address,
      fund,
      target,
      options,
      method: null,
      provider: null,
      wallets,
      from: null,
      firstBalance: null,
      lastBalance: null,
    };
    const method = fund.defaultFundingMethod;
    return method ? startMethod(session, method, fund.card?.preferredProvider) : to(chooser(session), session);
  }
  const session = snapshot.session;
  if (!session) {
    if (event.type === 'failed' && event.error.code !== ErrorCode.ABORTED) {
      return to({ status: 'error', target: null, error: event.error }, null);
    }
    return stay(snapshot);
  }
  const { target } = session;

  switch (event.type) {
    case 'choose':
      if (snapshot.status !== 'choosing-method') return stay(snapshot);
      return startMethod(session, event.method, event.provider);
    case 'chooseWallet': {
      if (snapshot.status !== 'choosing-wallet') return stay(snapshot);
      const next = { ...session, from: event.wallet };
      return to(
        { status: 'editing-amount', target, method: 'wallet', amountValid: isValidFundingAmount(target.amount) },
        next,
      );
    }
    case 'setAmount': {
      if (snapshot.status !== 'editing-amount') return stay(snapshot);
      const next = { ...session, target: { ...target, amount: event.amount } };
      return to({ ...snapshot, target: next.target, amountValid: isValidFundingAmount(event.amount) }, next);
    }
    case 'continue':
      return onContinue(snapshot, session, event.popup ?? null);
    case 'cardUpdate':
      if (snapshot.status !== 'card-payment') return stay(snapshot);
      return to(
        { ...snapshot, payment: cardPaymentStage(event.transaction), summary: cardSummary(event.transaction) },
        session,
      );
    case 'cardCompleted':
      if (snapshot.status !== 'card-payment') return stay(snapshot);
      return to({ ...snapshot, payment: 'completed', summary: cardSummary(event.transaction) }, session);
    case 'exchangeStep':
      if (snapshot.status !== 'exchange-payment') return stay(snapshot);
      return to({ ...snapshot, payment: event.step }, session);
    case 'exchangeEnded':
      if (snapshot.status !== 'exchange-payment') return stay(snapshot);
      return event.outcome === 'success'
        ? to({ ...snapshot, payment: 'success' }, session)
        : to(chooser(session), { ...session, method: null, provider: null });
    case 'balance':
      return onReceive(snapshot, session, event.balance);
    case 'prepared': {
      if (snapshot.status !== 'editing-amount' || !session.from) return stay(snapshot);
      if (event.hasFunds) {
        return to(
          {
            status: 'confirming-transfer',
            target,
            from: session.from,
            total: event.total,
            fee: event.fee,
            submitting: false,
          },
          session,
        );
      }
      if (!session.options.bridging) {
        return to(chooser(session, insufficient(session)), session);
      }
      return toBridge(session, session.from);
    }
    case 'sourcesFound': {
      if (snapshot.status !== 'choosing-bridge') return stay(snapshot);
      const first =
        event.sources.find((source) => source.cost === null || source.balance >= source.cost) ?? event.sources[0];
      if (!first) return to(chooser(session, insufficient(session)), session);
      return to({ ...snapshot, sources: event.sources, selected: first.chainId, quoting: true }, session, [
        { type: 'quote', target, from: snapshot.from, chainId: first.chainId },
      ]);
    }
    case 'chooseSource':
      if (snapshot.status !== 'choosing-bridge' || snapshot.submitting) return stay(snapshot);
      return to({ ...snapshot, selected: event.chainId, quoting: true }, session, [
        { type: 'quote', target, from: snapshot.from, chainId: event.chainId },
      ]);
    case 'quoted': {
      if (snapshot.status !== 'choosing-bridge') return stay(snapshot);
      const sources = snapshot.sources.map((source) =>
        source.chainId === event.chainId ? { ...source, cost: event.cost } : source,
      );
      return to({ ...snapshot, sources, quoting: snapshot.selected !== event.chainId }, session);
    }
    case 'confirm':
      if (snapshot.status === 'confirming-transfer' && !snapshot.submitting) {
        return to({ ...snapshot, submitting: true }, session, [{ type: 'transfer', target, from: snapshot.from }]);
      }
      if (snapshot.status === 'choosing-bridge' && snapshot.selected && !snapshot.quoting && !snapshot.submitting) {
        return to({ ...snapshot, submitting: true }, { ...session, provider: null }, [
          { type: 'bridge', target, from: snapshot.from, chainId: snapshot.selected },
        ]);
      }
      return stay(snapshot);
    case 'transferred':
      if (snapshot.status !== 'confirming-transfer') return stay(snapshot);
      return done(session, event.hash);
    case 'bridgeSent':
      if (snapshot.status !== 'choosing-bridge') return stay(snapshot);
      return to({ status: 'bridging', target, bridgeStatus: 'pending', originTransaction: event.hash }, session);
    case 'bridgeStatus':
      if (snapshot.status !== 'bridging') return stay(snapshot);
      return to({ ...snapshot, bridgeStatus: event.status }, session);
    case 'bridgeEnded':
      if (snapshot.status !== 'bridging' && snapshot.status !== 'choosing-bridge') return stay(snapshot);
      if (event.status === 'success') return done({ ...session, provider: null }, event.hash);
      return to(
        {
          status: 'bridge-failed',
          target,
          refundStatusUrl: event.refundStatusUrl,
          refunded: event.status === 'refund',
        },
        session,
      );
    case 'retry':
      if (snapshot.status !== 'bridge-failed' || !session.from) return stay(snapshot);
      return toBridge(session, session.from);
    case 'back':
      if (snapshot.status === 'choosing-method' || snapshot.status === 'idle' || snapshot.status === 'error') {
        return stay(snapshot);
      }
      if (snapshot.status === 'done') return stay(snapshot);
      return to(chooser(session), { ...session, method: null, provider: null, from: null }, [{ type: 'halt' }]);
    case 'failed':
      return onFailure(snapshot, session, event.error);
    case 'halted':
      return stay(snapshot);
    default:
      return stay(snapshot);
  }
}

/** 'Transfer from another network': the networks `from` holds funds on, then a quote for the first. */
function toBridge(session: FundingSession, from: ConnectedExternalWallet): Step {
  const { target } = session;
  return to(
    { status: 'choosing-bridge', target, from, sources: [], selected: null, quoting: true, submitting: false },
    session,
    [{ type: 'findSources', target, from }],
  );
}

/** Spec §8 INSUFFICIENT_BALANCE: the wallet to transfer from cannot pay the amount and its fee. */
function insufficient(session: FundingSession): FoyerError {
  const address = session.from?.address ?? session.target.address;
  return new FoyerError(ErrorCode.INSUFFICIENT_BALANCE, `Wallet ${address} does not have enough funds.`, {
    details: { address },
  });
}

function onContinue(snapshot: FundWalletSnapshot, session: FundingSession, popup: Window | null): Step {
  const { target } = session;
  switch (snapshot.status) {
    case 'editing-amount': {
      if (!snapshot.amountValid) return stay(snapshot);
      if (snapshot.method === 'wallet') {
        const from = session.from;
        if (!from) return stay(snapshot);
        // An Ethereum wallet funds a Solana wallet through the bridge (spec §2 'Solana bridging funding').
        if (from.chainType !== target.chainType) return toBridge(session, from);
        return to(snapshot, session, [{ type: 'prepareTransfer', target, from }]);
      }
      if (session.provider === 'moonpay') {
        return to({ status: 'card-payment', target, provider: 'moonpay', payment: 'opening', summary: null }, session, [
          { type: 'card', target, popup },
        ]);
      }
      return to({ status: 'exchange-payment', target, provider: 'coinbase', payment: 'pending-in-flow' }, session, [
        { type: 'exchange', target, popup, experience: snapshot.method === 'exchange' ? 'send' : 'buy' },
      ]);
    }
    case 'card-payment':
      if (snapshot.payment === 'completed' || snapshot.payment === 'processing') return done(session, null);
      return stay(snapshot);
    case 'exchange-payment':
      return snapshot.payment === 'success' ? done(session, null) : stay(snapshot);
    case 'receiving': {
      if (!snapshot.canContinue) return stay(snapshot);
      // The balance poll ends with the screen.
      const finished = done(session, null);
      return { ...finished, effects: [{ type: 'halt' }] };
    }
    default:
      return stay(snapshot);
  }
}

function onFailure(snapshot: FundWalletSnapshot, session: FundingSession, error: FoyerError): Step {
  if (error.code === ErrorCode.ABORTED) return stay(snapshot);
  if (snapshot.status === 'bridging' || (snapshot.status === 'choosing-bridge' && snapshot.submitting)) {
    if (error.code === ErrorCode.BRIDGE_FAILED) {
      return to({ status: 'bridge-failed', target: session.target, refundStatusUrl: null, refunded: false }, session);
    }
  }
  if (snapshot.status === 'confirming-transfer' && error.code === ErrorCode.USER_REJECTED_REQUEST) {
    return to({ ...snapshot, submitting: false }, session);
  }
  return to(chooser(session, error), { ...session, method: null, provider: null, from: null });
}

/** `onUserExited`'s payload (reference §3.7) from where the flow is. */
export function fundWalletExit(snapshot: FundWalletSnapshot): FundWalletExit | null {
  const session = snapshot.session;
  if (!session) return null;
  return {
    address: session.target.address,
    chainId: session.target.chainId,
    fundingMethod: session.method,
    balance: session.lastBalance,
  };
}
