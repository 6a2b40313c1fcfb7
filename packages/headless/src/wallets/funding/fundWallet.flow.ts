import type { FoyerCore } from '../../core/createFoyerCore.ts';
import { ErrorCode } from '../../core/errors/codes.ts';
import { FoyerError } from '../../core/errors/FoyerError.ts';
import type { EffectContext } from '../../core/flow/createFlow.ts';
import { createFlow, type Flow } from '../../core/flow/createFlow.ts';
import type { ActionCallbacks } from '../../core/flow/types.ts';
import { connectedExternalWalletsAtom } from '../../core/store/externalWallets.ts';
import { openOAuthPopup } from '../../flows/oauth/popup.ts';
import type { ConnectedExternalWallet } from '../external/types.ts';
import { appConfigOf } from './appChains.ts';
import type { PreparedTransfer } from './fundingWallets.ts';
import {
  type FundWalletEffect,
  type FundWalletEvent,
  type FundWalletSnapshot,
  fundWalletMachine,
  initialFundWalletSnapshot,
} from './fundWallet.machine.ts';
import { RECEIVE_POLL_MS, watchReceive } from './receive.ts';
import type { WireRelayQuote } from './services.ts';
import { fundingOptions, fundingTarget } from './target.ts';
import type { CardProvider, FundingMethod, FundingOptions, FundWalletConfig, FundWalletResult } from './types.ts';

export interface FundWalletCommands {
  /**
   * Starts funding `address` (an embedded or connected wallet of the user): resolves what is funded
   * and the app's methods, then shows the chooser (or starts `config.defaultFundingMethod`).
   */
  fundWallet(address: string, config?: FundWalletConfig): Promise<FundWalletSnapshot>;
  /** A method of the chooser; `provider` picks the card provider (the alternate-provider link). */
  chooseMethod(method: FundingMethod, provider?: CardProvider): void;
  /** The connected wallet to transfer from (`choosing-wallet`). */
  chooseWallet(wallet: ConnectedExternalWallet): void;
  /** The amount as typed (`editing-amount`): digits and at most one dot, above 0. */
  setAmount(amount: string): void;
  /**
   * Continue: on the amount screen it opens the on-ramp's popup (call it in the click: browsers
   * block later popups) or prepares the transfer; on a finished payment or receive screen it ends
   * funding (`done`).
   */
  continue(): Promise<FundWalletSnapshot>;
  /** Confirms the transfer, or the bridge from the selected network. */
  confirm(): Promise<FundWalletSnapshot>;
  /** The network to bridge from (`choosing-bridge`). */
  chooseSource(chainId: string): void;
  /** After a failed bridge: the networks again. */
  retry(): void;
  /** Back to the chooser; what runs (a popup's status, the balance poll) stops. */
  back(): void;
  reset(): void;
}

export interface FundWalletFlow extends Flow<FundWalletSnapshot, FundWalletEvent, ActionCallbacks<FundWalletResult>> {
  commands: FundWalletCommands;
}

/** Spec §2: the Apple Pay or Google Pay badge of 'Pay with card', when this browser supports it. */
function cardBadge(): FundingOptions['cardBadge'] {
  if (typeof window === 'undefined') return null;
  if ('ApplePaySession' in window) return 'apple-pay';
  return 'PaymentRequest' in window && /Android/i.test(navigator.userAgent) ? 'google-pay' : null;
}

const popupBlocked = () => new FoyerError(ErrorCode.FUNDING_FLOW_NOT_INITIALIZED, 'Unable to initialize flow');

/** The statuses whose Continue opens an on-ramp's popup. */
const opensPopup = (snapshot: FundWalletSnapshot) =>
  snapshot.status === 'editing-amount' && snapshot.method !== 'wallet';

/**
 * Funding a wallet (spec §2 'Funding', §4): the pure machine decides; the effects call the
 * provider, the on-ramps, the chains and the external wallet. The on-ramp, transfer and bridge code
 * loads when first used.
 */
export function createFundWalletFlow(core: FoyerCore): FundWalletFlow {
  // What a transfer or bridge prepared, kept for the confirmation that sends it.
  let prepared: PreparedTransfer | null = null;
  const quotes = new Map<string, WireRelayQuote>();

  async function run(
    effect: FundWalletEffect,
    { signal, report }: EffectContext<FundWalletEvent>,
  ): Promise<FundWalletEvent> {
    const config = appConfigOf(core);
    switch (effect.type) {
      case 'resolve': {
        const { address, fund, wallets } = effect;
        let tokenInfo: { symbol: string; decimals: number } | null = null;
        if (typeof fund.asset === 'object' && address.startsWith('0x')) {
          const { readTokenInfo } = await import('./balances.ts');
          const chainId = `eip155:${fund.chain?.id ?? config.defaultChain?.id ?? config.chains[0]?.id}`;
          tokenInfo = await readTokenInfo(core, { chainId, address: fund.asset.erc20 }, { signal }).catch(() => null);
        }
        const target = fundingTarget(config, { address, fund, tokenInfo });
        const options = fundingOptions(config, target, {
          preferredProvider: fund.card?.preferredProvider,
          cardBadge: cardBadge(),
        });
        // A Solana wallet may also be funded from an Ethereum one, through the bridge.
        const ethereumToSolana = target.chainType === 'solana' && options.bridging;
        const ofChain = wallets.filter((wallet) => wallet.chainType === target.chainType || ethereumToSolana);
        return { type: 'resolved', address, fund, wallets: ofChain, target, options };
      }
      case 'card': {
        if (!effect.popup) throw popupBlocked();
        const { openMoonpay, watchMoonpay } = await import('./moonpay.ts');
        const theme = config.appearance.theme;
        const popup = effect.popup;
        try {
          const id = await openMoonpay(core, config, { target: effect.target, popup, theme, signal });
          const transaction = await watchMoonpay(core, config, id, {
            signal,
            onUpdate: (update) => report({ type: 'cardUpdate', transaction: update }),
          });
          return { type: 'cardCompleted', transaction };
        } finally {
          // The provider's page has nothing left to do once the payment ended (or was left).
          popup.close();
        }
      }
      case 'exchange': {
        const popup = effect.popup;
        if (!popup) throw popupBlocked();
        const { openCoinbase, watchCoinbase } = await import('./coinbase.ts');
        const experience = effect.experience;
        const partnerUserId = await openCoinbase(core, config, { target: effect.target, popup, experience, signal });
        try {
          const outcome = await watchCoinbase(core, partnerUserId, {
            popup,
            signal,
            onStep: (step) => report({ type: 'exchangeStep', step }),
          });
          return { type: 'exchangeEnded', outcome };
        } finally {
          popup.close();
        }
      }
      case 'receive': {
        const { readBalance } = await import('./balances.ts');
        await watchReceive((inner) => readBalance(core, effect.target, { signal: inner }), {
          signal,
          intervalMs: core.fast ? 250 : RECEIVE_POLL_MS,
          onBalance: (balance) => report({ type: 'balance', balance }),
        });
        return { type: 'halted' };
      }
      case 'prepareTransfer': {
        const { prepareTransfer } = await import('./fundingWallets.ts');
        const transfer = await prepareTransfer(core, effect.from, effect.target, signal);
        prepared = transfer;
        return { type: 'prepared', total: transfer.total, fee: transfer.fee, hasFunds: transfer.hasFunds };
      }
      case 'transfer': {
        if (!prepared) throw new FoyerError(ErrorCode.FUNDING_FAILED, 'No transfer was prepared');
        const { hash } = await prepared.send(signal);
        return { type: 'transferred', hash };
      }
      case 'findSources': {
        const { bridgeSources } = await import('./bridge.ts');
        quotes.clear();
        const { target, from } = effect;
        return { type: 'sourcesFound', sources: await bridgeSources(core, { target, from }, { signal }) };
      }
      case 'quote': {
        const { quoteBridge, bridgeCost } = await import('./bridge.ts');
        const { target, from, chainId } = effect;
        const quote = await quoteBridge(core, { target, from, originChainId: chainId }, { signal });
        quotes.set(effect.chainId, quote);
        return { type: 'quoted', chainId: effect.chainId, cost: bridgeCost(quote) };
      }
      case 'bridge': {
        const [{ bridgeStatusPage, submitBridge, watchBridge }, { ethereumFundingWallet }] = await Promise.all([
          import('./bridge.ts'),
          import('./fundingWallets.ts'),
        ]);
        const quote = quotes.get(effect.chainId);
        if (!quote)
          throw new FoyerError(ErrorCode.BRIDGE_OPTION_UNAVAILABLE, 'Unable to select bridge option from quotes.');
        const from = ethereumFundingWallet(core, effect.from);
        const { hash } = await submitBridge(core, from, quote, { signal });
        report({ type: 'bridgeSent', hash });
        const settled = await watchBridge(
          core,
          { hash, originChainId: effect.chainId },
          { signal, onStatus: (status) => report({ type: 'bridgeStatus', status }) },
        );
        const refundStatusUrl = settled.status === 'success' ? null : bridgeStatusPage(core, effect.chainId, hash);
        return { type: 'bridgeEnded', status: settled.status, hash, refundStatusUrl };
      }
      case 'halt':
        return { type: 'halted' };
    }
  }

  const flow = createFlow<FundWalletSnapshot, FundWalletEvent, FundWalletEffect, ActionCallbacks<FundWalletResult>>(
    core,
    {
      initial: initialFundWalletSnapshot,
      machine: fundWalletMachine,
      failed: (_effect, error) => ({ type: 'failed', error }),
      run,
    },
  );
  const commands: FundWalletCommands = {
    fundWallet: (address, fund = {}) =>
      flow.send({ type: 'start', address, fund, wallets: [...core.store.get(connectedExternalWalletsAtom)] }),
    chooseMethod: (method, provider) => void flow.send({ type: 'choose', method, ...(provider ? { provider } : {}) }),
    chooseWallet: (wallet) => void flow.send({ type: 'chooseWallet', wallet }),
    setAmount: (amount) => void flow.send({ type: 'setAmount', amount }),
    continue: () => flow.send({ type: 'continue', popup: opensPopup(flow.getSnapshot()) ? openOAuthPopup() : null }),
    confirm: () => flow.send({ type: 'confirm' }),
    chooseSource: (chainId) => void flow.send({ type: 'chooseSource', chainId }),
    retry: () => void flow.send({ type: 'retry' }),
    back: () => void flow.send({ type: 'back' }),
    reset: () => flow.reset(),
  };
  return Object.assign(flow, { commands });
}
